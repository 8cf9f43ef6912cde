"use client";

// A staff page or action that failed. An error raised in the browser carries the sentence it was
// given, such as the production server's refusal of an upload too large for the page, and is
// shown as it is; a server error (it has a digest) never shows its text, only that it failed.
import { Button } from "@/components/ui/button";

export default function AdminError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">That did not work</h1>
      <p className="text-muted-foreground">
        {error.digest === undefined && error.message ? error.message : "Something went wrong on the server."}
      </p>
      <Button variant="outline" onClick={() => retry()}>
        Try again
      </Button>
    </div>
  );
}
