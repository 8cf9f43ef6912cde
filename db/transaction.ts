// The type of a Drizzle transaction on the app's database, for functions that must run inside one.
import type { Db } from "./client";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
