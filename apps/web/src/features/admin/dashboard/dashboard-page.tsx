/** Console section (stub: written by the operations work of issue 19). */
export function DashboardPage() {
  return null;
}
