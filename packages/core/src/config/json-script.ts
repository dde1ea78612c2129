import { isLoose } from './loose';

/** The id of the page's JSON config script: `<script type="application/json" id="firsat-config">`. */
export const CONFIG_SCRIPT_ID = 'firsat-config';

/**
 * The parsed content of the JSON config script, or null when the page has none. Content that is
 * not a JSON object is reported once on the console (naming the script) and ignored.
 */
export function readJsonScript(): Record<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(CONFIG_SCRIPT_ID);
  if (!script) return null;
  try {
    const data: unknown = JSON.parse(script.textContent ?? '');
    if (isLoose(data)) return data;
    throw new TypeError('the content is not a JSON object');
  } catch (error) {
    console.error(
      `[firsat] <script type="application/json" id="${CONFIG_SCRIPT_ID}"> is ignored: it does not hold a valid JSON object.`,
      error,
    );
    return null;
  }
}
