// /admin/products: the catalogue for staff, searchable and paged, live or archived, with quick
// stock and price edits in each row and the CSV import and export.
import type { Metadata } from "next";
import Link from "next/link";
import { Download, Plus, Search } from "lucide-react";
import { AdminNotice } from "@/components/admin/admin-notice";
import { Pager } from "@/components/admin/pager";
import { ProductImport } from "@/components/admin/product-import";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getDb } from "@/db/client";
import { readNotice } from "@/lib/admin/notices";
import { readPageNumber } from "@/lib/admin/paging";
import { productText } from "@/lib/admin/product-form";
import { listAdminProducts, type ProductShelf } from "@/lib/admin/products";
import { requireStaff } from "../require-staff";
import { importProductsAction, quickEditAction } from "./actions";

export const metadata: Metadata = { title: "Products" };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function AdminProductsPage({ searchParams }: PageProps<"/admin/products">) {
  await requireStaff();
  const params = await searchParams;
  const search = one(params.search).slice(0, 100);
  const shelf: ProductShelf =
    one(params.shelf) === "archived" ? "archived" : one(params.shelf) === "all" ? "all" : "live";
  const list = await listAdminProducts(await getDb(), { search, shelf, page: readPageNumber(params.page) });
  const notice = readNotice(params.notice);
  // A quick edit's refusal names the product when it is one of this page's rows.
  const refused = notice?.tone === "error" ? list.rows.find((row) => row.id === one(params.product)) : undefined;
  const href = (page: number) => {
    const query = new URLSearchParams();
    if (search) query.set("search", search);
    if (shelf !== "live") query.set("shelf", shelf);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return text ? `/admin/products?${text}` : "/admin/products";
  };
  const back = href(list.page);
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
      <form role="search" className="flex flex-wrap items-end gap-2" action="/admin/products">
        <label className="sr-only" htmlFor="product-search">
          Search products
        </label>
        <Input
          id="product-search"
          name="search"
          defaultValue={search}
          placeholder="Name, brand, model or ID"
          className="max-w-sm bg-white"
        />
        <label className="sr-only" htmlFor="product-shelf">
          Which products
        </label>
        <NativeSelect id="product-shelf" name="shelf" defaultValue={shelf} className="w-auto">
          <option value="live">In the shop</option>
          <option value="archived">Archived</option>
          <option value="all">All</option>
        </NativeSelect>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">
        {list.total.toLocaleString("en-US")} product{list.total === 1 ? "" : "s"}
      </p>
      <div className="overflow-x-auto rounded-lg border bg-white">
        <table className="w-full text-sm">
          <thead className="border-b bg-slate-50 text-left">
            <tr>
              <th className="p-3 font-medium">Product</th>
              <th className="p-3 font-medium">Stock, price and sale price</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((product) => {
              const text = productText(product);
              return (
                <tr key={product.id} className="border-b last:border-0" data-testid="admin-product-row">
                  <td className="p-3 align-top">
                    <Link href={`/admin/products/${product.id}`} className="font-medium hover:underline">
                      {product.name}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {product.brand} · {product.modelNumber} · <span className="font-mono">{product.id}</span>
                    </p>
                    {product.archivedAt && <Badge variant="secondary">Archived</Badge>}
                  </td>
                  <td className="p-3 align-top">
                    <form action={quickEditAction} className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="id" value={product.id} />
                      <input type="hidden" name="back" value={back} />
                      <label className="space-y-1">
                        <span className="block text-xs text-muted-foreground">Stock</span>
                        <Input
                          name="stockQuantity"
                          defaultValue={text.stockQuantity}
                          inputMode="numeric"
                          className="w-20"
                        />
                      </label>
                      <label className="space-y-1">
                        <span className="block text-xs text-muted-foreground">Price $</span>
                        <Input name="price" defaultValue={text.price} inputMode="decimal" className="w-28" />
                      </label>
                      <label className="space-y-1">
                        <span className="block text-xs text-muted-foreground">Sale $</span>
                        <Input name="salePrice" defaultValue={text.salePrice} inputMode="decimal" className="w-28" />
                      </label>
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        aria-label={`Save stock and price of ${product.name}`}
                      >
                        Save
                      </Button>
                    </form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.rows.length === 0 && <p className="p-6 text-center text-muted-foreground">No products match.</p>}
      </div>
      <Pager page={list.page} pageCount={list.pageCount} href={href} />
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
    </div>
  );
}
