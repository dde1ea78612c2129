import type { ConfigInput, FirsatConfig } from '../configure/index';
import { isLoose, type Loose } from './loose';

/** Fields that accept only some strings. */
const CHOICES: Readonly<Record<string, ReadonlyArray<string>>> = {
  locale: ['tr', 'en'],
  'productBlocks.currencyPosition': ['left', 'left_space', 'right', 'right_space'],
  'postBlocks.savedColourMode': ['ultpdark', 'ultplight', ''],
};

/**
 * Keeps the parts of an untyped config layer (the JSON script, `configure()` called from plain
 * JavaScript) whose type matches the defaults at the same place, and warns about the rest.
 * An empty object in the defaults is a string record (messages, urls, fields); a null is
 * a nullable record of strings (`body.animation`).
 */
export function conform(input: unknown, shape: FirsatConfig, source: string): ConfigInput {
  return isLoose(input) ? (conformObject(input, shape as unknown as Loose, '', source) as ConfigInput) : {};
}

function conformObject(input: Loose, shape: Loose, path: string, source: string): Loose {
  const out: Loose = {};
  const isRecord = Object.keys(shape).length === 0;
  for (const [key, value] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    if (value === undefined) continue;
    const kept = isRecord ? stringOnly(value) : conformValue(value, shape, key, at, source);
    if (kept === REJECT) warn(source, at);
    else out[key] = kept;
  }
  return out;
}

const REJECT = Symbol('reject');

function conformValue(value: unknown, shape: Loose, key: string, at: string, source: string): unknown {
  if (!Object.hasOwn(shape, key)) return REJECT;
  const expected = shape[key];
  if (expected === null) return value === null ? null : isStringRecord(value) ? value : REJECT;
  if (isLoose(expected)) return isLoose(value) ? conformObject(value, expected, at, source) : REJECT;
  if (typeof value !== typeof expected) return REJECT;
  if (typeof value === 'number' && !Number.isFinite(value)) return REJECT;
  const choices = CHOICES[at];
  return choices && !choices.includes(value as string) ? REJECT : value;
}

function stringOnly(value: unknown): unknown {
  return typeof value === 'string' ? value : REJECT;
}

function isStringRecord(value: unknown): boolean {
  return isLoose(value) && Object.values(value).every((v) => typeof v === 'string');
}

function warn(source: string, path: string): void {
  console.warn(`[firsat] ${source}: "${path}" is ignored (unknown field or wrong type).`);
}
