/** Hands the browser a file to save (a download), made in the page. */
export function saveAsFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the page no longer needs it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
