// The staff dashboard: counts, backups and alerts, what still needs setting up, the test e-mail,
// the catalogue export and the first ten products (the name cut at 50 characters).
import Link from "next/link";
import { AlertTriangle, CheckCircle2, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { DashboardFigures, SetupItem } from "@/lib/admin/dashboard";
import { AWAITING_ACTION, orderListHref } from "@/lib/admin/orders";
import type { FeedCounts } from "@/lib/feeds/feed-source";
import { STORE } from "@/lib/store";
import { formatCents } from "@/lib/money";
import { TestEmailForm, type TestEmailAction } from "./test-email-form";

const FEEDS = [
  { label: "Google Merchant Center", path: "/feeds/google-merchant.xml" },
  { label: "Google local inventory", path: "/feeds/google-local-inventory.xml" },
  { label: "Meta catalogue", path: "/feeds/meta-catalog.csv" },
] as const;

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export function Dashboard({
  figures,
  products,
  checklist,
  feeds,
  operations,
  sendTestEmail,
}: {
  figures: DashboardFigures;
  products: { id: string; name: string; brand: string; priceCents: number; stockQuantity: number }[];
  checklist: SetupItem[];
  feeds: FeedCounts;
  /** Backups and alerts (components/admin/ops-panel.tsx). */
  operations: React.ReactNode;
  sendTestEmail: TestEmailAction;
}) {
  const counts = [
    { label: "Total products", value: figures.totalProducts.toLocaleString("en-US") },
    { label: "In-stock products", value: figures.inStockProducts.toLocaleString("en-US") },
    { label: "Unique brands", value: figures.brands.toLocaleString("en-US") },
    {
      label: "Orders awaiting action",
      value: figures.awaitingStaff.toLocaleString("en-US"),
      href: orderListHref(AWAITING_ACTION),
    },
    { label: "Units held by unpaid checkouts", value: figures.heldUnits.toLocaleString("en-US") },
    { label: "Revenue today, net of refunds", value: formatCents(figures.revenueTodayCents) },
    { label: "Revenue this week, net of refunds", value: formatCents(figures.revenueWeekCents) },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-label="Counts" className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
        {counts.map((count) => (
          <Card key={count.label} className="gap-1 py-4">
            <CardContent className="px-4">
              <p className="text-sm text-muted-foreground">{count.label}</p>
              <p className="text-2xl font-semibold" data-testid={`count-${count.label}`}>
                {count.href ? (
                  <Link href={count.href} className="hover:underline">
                    {count.value}
                  </Link>
                ) : (
                  count.value
                )}
              </p>
            </CardContent>
          </Card>
        ))}
      </section>

      {operations}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Setup checklist</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {checklist.length === 0 ? (
            <p className="flex items-center gap-2 text-green-800">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              Everything is set up for real customers.
            </p>
          ) : (
            <ul className="space-y-3" data-testid="setup-checklist">
              {checklist.map((item) => (
                <li key={item.id} className="flex gap-3">
                  <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
                  <div>
                    <p className="font-medium">{item.title}</p>
                    <p className="text-sm text-muted-foreground">{item.fix}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">Test e-mail</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TestEmailForm send={sendTestEmail} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">Product export</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">
              The whole catalogue as CSV, archived products included. Edit it in a spreadsheet and import it on the
              Products page.
            </p>
            <Button asChild variant="outline">
              <a href="/admin/products/export" download>
                <Download aria-hidden="true" />
                Download products CSV
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Product feeds</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className="text-muted-foreground">
            {feeds.listed.toLocaleString("en-US")} products in each feed; left out:{" "}
            {feeds.priceOnRequest.toLocaleString("en-US")} priced on request and{" "}
            {feeds.archived.toLocaleString("en-US")} archived. Register these addresses in Merchant Center and Commerce
            Manager as scheduled fetches.
          </p>
          <ul className="space-y-2" data-testid="feed-list">
            {FEEDS.map((feed) => (
              <li key={feed.path} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{feed.label}</span>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all">{`${STORE.siteUrl}${feed.path}`}</code>
                <a href={feed.path} download className="inline-flex items-center gap-1 underline">
                  <Download className="size-3.5" aria-hidden="true" />
                  Download
                </a>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">First 10 products</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Brand</TableHead>
                <TableHead className="text-right">Price</TableHead>
                <TableHead className="text-right">Stock</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {products.map((product) => (
                <TableRow key={product.id}>
                  <TableCell className="font-mono text-xs">{product.id}</TableCell>
                  <TableCell>
                    <Link href={`/admin/products/${product.id}`} className="hover:underline">
                      {truncate(product.name, 50)}
                    </Link>
                  </TableCell>
                  <TableCell>{product.brand}</TableCell>
                  <TableCell className="text-right">{formatCents(product.priceCents)}</TableCell>
                  <TableCell className="text-right">{product.stockQuantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </>
  );
}
