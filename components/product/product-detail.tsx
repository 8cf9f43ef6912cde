// The product page's content: gallery, facts, purchase panel, comparison, delivery and tabs.
import Link from "next/link";
import {
  AlertTriangle,
  ChevronLeft,
  ChevronRight,
  Heart,
  Phone,
  Ruler,
  ShieldCheck,
  ShoppingCart,
  Store,
  Truck,
  Zap,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { StoreContact } from "@/components/layout/store-contact";
import { SaveButton } from "@/components/saved/save-button";
import { toCartProduct } from "@/lib/cart/cart-item";
import type { CatalogProduct } from "@/lib/catalog/catalog-product";
import { formatCents } from "@/lib/money";
import { competitorPricesAbove, isCallForPrice, savingsVs, unitPriceCents } from "@/lib/product-price";
import {
  DELIVERY,
  HOURS,
  PICKUP,
  RETURNS,
  STORE,
  STORE_ADDRESS_LINE,
  WARRANTY,
  phoneHref,
  extendedWarrantyYears,
  STORE_MAP_URL,
} from "@/lib/store";
import { BrandLogo } from "./brand-logo";
import { Breadcrumbs, type Crumb } from "@/components/shared/breadcrumbs";
import { DealBadge } from "./deal-badge";
import { PriceBlock } from "./price-block";
import { ProductGallery } from "./product-gallery";
import { PurchasePanel } from "./purchase-panel";
import { StockLabel } from "./stock-label";

const KEY_FEATURE_COUNT = 6;

function PriceComparison({ product }: { product: CatalogProduct }) {
  if (isCallForPrice(product)) return null;
  const ours = unitPriceCents(product);
  const dearer = competitorPricesAbove(product.competitorPrices, ours);
  if (dearer.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Price Comparison</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          <li className="flex items-center justify-between py-2 font-semibold">
            <span>{STORE.name}</span>
            <span className="text-primary">{formatCents(ours)}</span>
          </li>
          {dearer.map((competitor) => {
            const savings = savingsVs(competitor.priceCents, ours);
            return (
              <li key={competitor.name} className="flex items-center justify-between gap-4 py-2 text-sm">
                <span>
                  {competitor.name}
                  <span className="block text-xs text-muted-foreground">
                    Checked{" "}
                    {new Date(`${competitor.lastUpdated}T12:00:00Z`).toLocaleDateString("en-US", {
                      month: "short",
                      day: "numeric",
                      year: "numeric",
                    })}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block">{formatCents(competitor.priceCents)}</span>
                  {savings && (
                    <span className="block text-xs font-semibold text-success">
                      You save {formatCents(savings.amountCents)} ({savings.percent}%)
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          Competitor prices are for the same model, typically new, as last checked.
        </p>
      </CardContent>
    </Card>
  );
}

function DeliveryOptions() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Delivery options</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <a href={STORE_MAP_URL} target="_blank" rel="noopener" className="flex gap-3 rounded-lg p-1 hover:bg-accent">
          <Store className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block font-semibold">Free store pickup</span>
            Ready in {PICKUP.readyInHours} hours at {STORE_ADDRESS_LINE}.{" "}
            <span className="text-primary underline">Open map</span>
          </span>
        </a>
        <div className="flex gap-3 p-1">
          <Truck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block font-semibold">Local delivery</span>
            Free within {DELIVERY.freeRadiusMiles} miles, ${DELIVERY.flatFeeCents / 100} up to {DELIVERY.maxMiles}{" "}
            miles. Pick a two-hour window; haul-away of your old appliance and stair carry available.
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

export function ProductDetail({ product, crumbs }: { product: CatalogProduct; crumbs: Crumb[] }) {
  const callForPrice = isCallForPrice(product);
  const inStock = product.stockQuantity > 0;
  const keyFeatures = product.specifications.slice(0, KEY_FEATURE_COUNT);
  const warrantyYears = product.warrantyYears ?? WARRANTY.manufacturerYears;
  // The buttons share one small snapshot: the page itself already shows the description and features.
  const cartProduct = toCartProduct(product, { compact: true });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <Breadcrumbs items={crumbs} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        {/* The client parts' icons are drawn here, on the server, and handed to them. */}
        <ProductGallery
          images={product.images}
          name={product.name}
          icons={{
            previous: <ChevronLeft className="size-5" aria-hidden="true" />,
            next: <ChevronRight className="size-5" aria-hidden="true" />,
          }}
        />
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <BrandLogo brand={product.brand} className="h-7" />
            <Badge variant="secondary">{product.subcategory}</Badge>
            <DealBadge deal={product.dealType} />
            <SaveButton
              product={cartProduct}
              icon={<Heart className="size-5" aria-hidden="true" />}
              className="relative ml-auto size-9"
            />
          </div>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-balance md:text-3xl">{product.name}</h1>
            <p className="mt-1 text-sm text-muted-foreground">Model {product.modelNumber}</p>
          </div>
          <p className="text-muted-foreground">{product.description}</p>
          <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <p>
              <span className="font-semibold">Condition: </span>
              {product.conditionNote}
            </p>
          </div>
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <PriceBlock product={product} size="lg" />
            <StockLabel stockQuantity={product.stockQuantity} className="mt-3" />
            <div className="mt-4">
              {callForPrice ? (
                <div className="space-y-2">
                  <p className="text-sm text-muted-foreground">Call us for today&apos;s price on this unit.</p>
                  <Button asChild size="lg" className="w-full">
                    <a href={phoneHref()}>
                      <Phone aria-hidden="true" />
                      Call for Price: {STORE.phone}
                    </a>
                  </Button>
                </div>
              ) : inStock ? (
                <PurchasePanel
                  product={cartProduct}
                  icons={{
                    addToCart: <ShoppingCart aria-hidden="true" />,
                    buyNow: <Zap aria-hidden="true" />,
                  }}
                />
              ) : (
                <div className="space-y-2">
                  <p className="text-sm text-muted-foreground">
                    This unit is sold out online. Call and we will find you one.
                  </p>
                  <Button asChild size="lg" className="w-full">
                    <a href={phoneHref()}>
                      <Phone aria-hidden="true" />
                      Call to Order: {STORE.phone}
                    </a>
                  </Button>
                </div>
              )}
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" />
              {warrantyYears}-year manufacturer warranty included · {RETURNS.days}-day returns
            </p>
          </div>
          <Link href="/measurement-guide" className="flex items-center gap-2 font-medium text-primary hover:underline">
            <Ruler className="size-5" aria-hidden="true" />
            Make Sure It Fits Your Space
          </Link>
          {keyFeatures.length > 0 && (
            <section aria-labelledby="key-features">
              <h2 id="key-features" className="text-lg font-semibold">
                Key Features
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                {keyFeatures.map((spec) => (
                  <div key={spec.name} className="rounded-lg bg-muted/60 p-3">
                    <dt className="text-xs text-muted-foreground">{spec.name}</dt>
                    <dd className="font-medium">{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Tabs defaultValue="specifications" className="gap-2">
            <TabsList className="inline-flex h-9 w-full p-[3px] sm:w-fit">
              <TabsTrigger value="specifications">Specifications</TabsTrigger>
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="smart">Smart Features</TabsTrigger>
            </TabsList>
            <TabsContent value="specifications" className="rounded-xl border p-4">
              <Table>
                <TableBody>
                  {product.specifications.map((spec) => (
                    <TableRow key={spec.name}>
                      <TableCell className="w-1/2 font-medium whitespace-normal text-muted-foreground">
                        {spec.name}
                      </TableCell>
                      <TableCell className="whitespace-normal">{spec.value}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell className="font-medium text-muted-foreground">Manufacturer warranty</TableCell>
                    <TableCell>
                      {warrantyYears} year{warrantyYears === 1 ? "" : "s"}
                    </TableCell>
                  </TableRow>
                  {product.energyRating && (
                    <TableRow>
                      <TableCell className="font-medium text-muted-foreground">Energy rating</TableCell>
                      <TableCell>{product.energyRating}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TabsContent>
            <TabsContent value="details" className="space-y-3 rounded-xl border p-5 text-sm leading-relaxed">
              <p>{product.description}</p>
              <p>
                <span className="font-semibold">Condition: </span>
                {product.conditionNote}
              </p>
              <p>
                Sold with the {warrantyYears}-year manufacturer warranty. Add {extendedWarrantyYears()} years of
                extended protection in the cart. Returns within {RETURNS.days} days of delivery, no restocking fee.
              </p>
            </TabsContent>
            <TabsContent value="smart" className="rounded-xl border p-5">
              {product.features.length > 0 ? (
                <ul className="grid gap-2 text-sm sm:grid-cols-2">
                  {product.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No smart features listed for this model.</p>
              )}
            </TabsContent>
          </Tabs>
        </div>
        <div className="space-y-6">
          <PriceComparison product={product} />
          <DeliveryOptions />
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Questions about this unit?</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <p className="text-muted-foreground">
                Ask us for more photos, measurements or a look at the damage. Open {HOURS.summary}.
              </p>
              <StoreContact
                details={["phone", "email", "address"]}
                className="font-medium"
                iconClassName="size-4 text-primary"
              />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
