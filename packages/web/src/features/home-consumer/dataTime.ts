/** The time of the shown data, in the user's time zone: YYYY/MM/DD HH:mm:ss (the portal's date style). */
export function formatDataTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
  );
}
