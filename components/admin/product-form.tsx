"use client";

// The product form: every field of a product (an existing product's photos have their own section).
// Checked on the server; on a problem every value stays as typed and each field shows what is wrong.
import { useActionState } from "react";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldFrame, TextAreaField, TextField } from "@/components/ui/text-field";
import { NativeSelect } from "@/components/ui/native-select";
import { DEAL_TYPES } from "@/db/enums";
import type { FieldErrors, ProductField, ProductText } from "@/lib/admin/product-form";
import { SUBTYPES } from "@/lib/catalog/categories";
import { DEAL_LABELS } from "@/lib/catalog/listing";

export interface ProductFormState {
  values: ProductText;
  errors: FieldErrors;
  message: string | null;
}

type SaveAction = (previous: ProductFormState, form: FormData) => Promise<ProductFormState>;

export function ProductForm({
  initial,
  originalId,
  save,
}: {
  initial: ProductText;
  originalId: string | null;
  save: SaveAction;
}) {
  const [state, action, pending] = useActionState(save, { values: initial, errors: {}, message: null });
  const field = (name: ProductField, label: string, props: React.ComponentProps<"input"> = {}) => (
    <TextField
      id={`product-${name}`}
      name={name}
      label={label}
      defaultValue={state.values[name]}
      error={state.errors[name]}
      {...props}
    />
  );
  const area = (name: ProductField, label: string, hint: string, rows = 4) => (
    <div>
      <TextAreaField
        id={`product-${name}`}
        name={name}
        label={label}
        rows={rows}
        defaultValue={state.values[name]}
        error={state.errors[name]}
      />
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </div>
  );
  return (
    <form action={action} className="space-y-6" noValidate key={JSON.stringify(state.values)}>
      {originalId && <input type="hidden" name="originalId" value={originalId} />}
      {state.message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
          {state.message}
        </p>
      )}
      <fieldset className="grid gap-4 rounded-lg border bg-white p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold">Basics</legend>
        {field("id", "ID (part of the product's address)", {
          required: true,
          readOnly: Boolean(originalId),
          "aria-readonly": originalId ? true : undefined,
        })}
        {field("name", "Name", { required: true })}
        {field("brand", "Brand", { required: true })}
        {field("modelNumber", "Model number", { required: true })}
        <FieldFrame id="product-subcategory" label="Type" required error={state.errors.subcategory}>
          <NativeSelect id="product-subcategory" name="subcategory" defaultValue={state.values.subcategory}>
            <option value="">Choose a type</option>
            {SUBTYPES.map((subtype) => (
              <option key={subtype}>{subtype}</option>
            ))}
          </NativeSelect>
        </FieldFrame>
        <FieldFrame id="product-dealType" label="Deal" required error={state.errors.dealType}>
          <NativeSelect id="product-dealType" name="dealType" defaultValue={state.values.dealType}>
            {DEAL_TYPES.map((deal) => (
              <option key={deal} value={deal}>
                {DEAL_LABELS[deal]}
              </option>
            ))}
          </NativeSelect>
        </FieldFrame>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border bg-white p-4 md:grid-cols-3">
        <legend className="px-1 font-semibold">Price and stock</legend>
        {field("price", "Price in dollars (0 = Call for Price)", { required: true, inputMode: "decimal" })}
        {field("salePrice", "Sale price in dollars (optional)", { inputMode: "decimal" })}
        {field("stockQuantity", "Stock", { required: true, inputMode: "numeric" })}
        <div className="md:col-span-3">
          {area(
            "competitorPrices",
            "Competitor prices",
            "One per line: Store | price new | date checked, e.g. Home Depot | 1899.00 | 2026-11-01",
            3,
          )}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border bg-white p-4">
        <legend className="px-1 font-semibold">Condition and description</legend>
        <TextAreaField
          id="product-conditionNote"
          name="conditionNote"
          label="Condition (what is scratched, dented or missing)"
          required
          rows={3}
          defaultValue={state.values.conditionNote}
          error={state.errors.conditionNote}
        />
        <TextAreaField
          id="product-description"
          name="description"
          label="Description"
          required
          rows={5}
          defaultValue={state.values.description}
          error={state.errors.description}
        />
        {area("features", "Features", "One feature per line.")}
        {area("specifications", "Specifications", "One per line: Name: value, e.g. Capacity: 4.5 cu. ft.")}
        {/* A product's photos are changed in its photos section, so a form opened before a photo step never undoes it. */}
        {!originalId &&
          area(
            "images",
            "Images",
            "One per line: a path on this site (/products/...) or an https address. The first is the main image. Once the product is saved, upload photos on its page.",
            3,
          )}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border bg-white p-4 md:grid-cols-4">
        <legend className="px-1 font-semibold">More facts</legend>
        {field("rating", "Rating (0-5)", { inputMode: "decimal" })}
        {field("reviewCount", "Reviews", { inputMode: "numeric" })}
        {field("warrantyYears", "Manufacturer warranty (years)", { inputMode: "numeric" })}
        {field("energyRating", "Energy rating")}
        {field("color", "Colour")}
        {field("gtin", "GTIN (UPC/EAN)", { inputMode: "numeric" })}
        {field("position", "Position in the catalogue", { inputMode: "numeric" })}
      </fieldset>
      <Button type="submit" disabled={pending}>
        <Save aria-hidden="true" />
        {pending ? "Saving..." : "Save product"}
      </Button>
    </form>
  );
}
