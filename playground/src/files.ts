/** Files in and out of the page, all local: a download made from a Blob, an upload read by the browser. */

/** Offers `value` as a JSON file to save. */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** The JSON of the file picked in `input` (and the input emptied, so that the same file can be picked again). */
export async function readJsonFile(input: HTMLInputElement): Promise<{ name: string; value: unknown }> {
  const file = input.files?.[0];
  input.value = '';
  if (file === undefined) throw new Error('no file was picked');
  const text = await file.text();
  try {
    return { name: file.name, value: JSON.parse(text) as unknown };
  } catch (error) {
    throw new Error(`${file.name} is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/** A file name made of a few safe characters: `zilch (custom)` gives `zilch-custom`. */
export function fileStem(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'farkle';
}
