// An unknown product id found after the page has loaded: "Product not found" with Browse Products.
import { ProductNotFound } from "@/components/product/product-not-found";

export default ProductNotFound;
