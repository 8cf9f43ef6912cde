// The first line of every staff page and Server Action: the signed-in staff member, or a
// redirect to the sign-in form before anything runs (a layout protects nothing by itself).
import "server-only";
import { redirect } from "next/navigation";
import { currentStaff, type Staff } from "@/lib/admin/session";

export async function requireStaff(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect("/admin");
  return staff;
}
