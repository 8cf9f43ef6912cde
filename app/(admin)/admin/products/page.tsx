// /admin/products: the catalogue for staff, searchable, sorted and paged, by view (in the shop, low
// stock, sold out, Call for Price, archived, all; each with its count), with quick stock and price
// edits in each row, the CSV export and (for the owner) the CSV import. Filters and sort live in the
// address.
import type { Metadata } from "next";
import Link from "next/link";
import { Download, Plus, Search } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { Pager } from "@/components/admin/pager";
import { ProductRow } from "@/components/admin/product-row";
import { ProductImport } from "@/components/admin/product-import";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getDb } from "@/db/client";
import { readNotice } from "@/lib/admin/notices";
import { thumbnailOf } from "@/lib/admin/image-store";
import { PLACEHOLDER_IMAGE } from "@/lib/saved/saved-item";
import {
  listAdminProducts,
  PRODUCT_SORTS,
  PRODUCT_VIEWS,
  productListHref,
  readProductFilters,
  type ProductSort,
  type ProductView,
} from "@/lib/admin/product-list";
import { cn } from "@/lib/utils";
import { mayDo } from "@/lib/admin/staff-roles";
import { requireStaff } from "../require-staff";
import { importProductsAction, quickEditAction } from "./actions";

export const metadata: Metadata = { title: "Products" };

export default async function AdminProductsPage({ searchParams }: PageProps<"/admin/products">) {
  const staff = await requireStaff();
  const params = await searchParams;
  const filters = readProductFilters(params);
  const list = await listAdminProducts(await getDb(), filters);
  const notice = readNotice(params.notice);
  // A quick edit's refusal names the product when it is one of this page's rows.
  const product = Array.isArray(params.product) ? params.product[0] : params.product;
  const refused = notice?.tone === "error" ? list.rows.find((row) => row.id === product) : undefined;
  const shown = { ...filters, page: list.page };
  return (
    <div className="space-y-6">
      {notice && <AdminNotice tone={notice.tone} text={refused ? `${refused.name}: ${notice.text}` : notice.text} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Products</h1>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <a href="/admin/products/export" download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <Button asChild>
            <Link href="/admin/products/new">
              <Plus aria-hidden="true" />
              New product
            </Link>
          </Button>
        </div>
      </div>
      <nav aria-label="Which products" className="flex flex-wrap gap-2" data-testid="product-views">
        {(Object.keys(PRODUCT_VIEWS) as ProductView[]).map((view) => (
          <Link
            key={view}
            href={productListHref({ ...filters, view }, 1)}
            aria-current={view === filters.view ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              view === filters.view
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-white hover:bg-slate-50",
            )}
          >
            {PRODUCT_VIEWS[view].label}{" "}
            <span className="tabular-nums">({list.counts[view].toLocaleString("en-US")})</span>
          </Link>
        ))}
      </nav>
      <form role="search" className="flex flex-wrap items-end gap-2" action="/admin/products">
        {filters.view !== "live" && <input type="hidden" name="view" value={filters.view} />}
        <label className="w-full max-w-sm space-y-1 text-sm">
          <span className="block font-medium">Search</span>
          <Input
            name="search"
            defaultValue={filters.search}
            placeholder="Name, brand, model or ID"
            className="bg-white"
          />
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">Sort by</span>
          <NativeSelect name="sort" defaultValue={filters.sort} className="w-auto">
            {(Object.keys(PRODUCT_SORTS) as ProductSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {PRODUCT_SORTS[sort].label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Show
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">
        {list.total.toLocaleString("en-US")} product{list.total === 1 ? "" : "s"}
      </p>
      <div className="rounded-lg border bg-white">
        {list.rows.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">No products match.</p>
        ) : (
          <ul aria-label="Products" className="divide-y">
            {list.rows.map((row) => (
              <ProductRow
                key={row.id}
                product={row}
                thumbnail={thumbnailOf(row.images[0] ?? PLACEHOLDER_IMAGE)}
                back={productListHref(shown)}
                quickEdit={quickEditAction}
              />
            ))}
          </ul>
        )}
      </div>
      <Pager page={list.page} pageCount={list.pageCount} href={(page) => productListHref(filters, page)} />
      {mayDo(staff.role, "import-products") && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-lg">Import products from CSV</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ProductImport run={importProductsAction} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
