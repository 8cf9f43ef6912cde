// The first line of every staff page and Server Action: the signed-in staff member, or a
// redirect to the sign-in form before anything runs (a layout protects nothing by itself). The
// form comes back to the page asked for. Given an owner's task, a staff account is sent to the
// dashboard with a notice instead.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInAddress, STAFF_PATH_HEADER } from "@/lib/admin/return-path";
import { currentStaff, type Staff } from "@/lib/admin/session";
import { mayDo, type OwnerTask } from "@/lib/admin/staff-roles";

export async function requireStaff(task?: OwnerTask): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(signInAddress((await headers()).get(STAFF_PATH_HEADER)));
  if (task && !mayDo(staff.role, task)) redirect("/admin?notice=owner-only");
  return staff;
}
