/**
 * The first file the picker gave, leaving the file input empty. Browsers report a pick only when it
 * differs from the input's current file, so without clearing it the same picture picked again
 * (after removing it, or after posting it) would silently do nothing.
 */
export function takePickedFile(files: FileList | null, input: HTMLInputElement | null): File | null {
  const file = files?.[0] ?? null;
  if (input) input.value = "";
  return file;
}
