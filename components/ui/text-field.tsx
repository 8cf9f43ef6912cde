// A labelled input with its error message, marked required with an asterisk.
import * as React from "react";
import { cn } from "@/lib/utils";
import { Input } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: React.ReactNode;
}

/** Label (with a red asterisk when required), the control, and its error in red underneath. */
function FieldFrame({ id, label, required = false, error, className, children }: FieldFrameProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<FieldFrameProps, "children">;

function errorProps(id: string, error?: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/** A labelled text input that shows its validation error (red border and text). */
function TextField({ id, label, required, error, className, ...input }: FieldProps & React.ComponentProps<"input">) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <Input id={id} {...errorProps(id, error)} {...input} />
    </FieldFrame>
  );
}

/** A labelled textarea that shows its validation error. */
function TextAreaField({
  id,
  label,
  required,
  error,
  className,
  ...input
}: FieldProps & React.ComponentProps<"textarea">) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <Textarea id={id} {...errorProps(id, error)} {...input} />
    </FieldFrame>
  );
}

export { FieldFrame, TextAreaField, TextField };
