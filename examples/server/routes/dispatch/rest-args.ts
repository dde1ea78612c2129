import type { FormValue } from '../../http';
import { type RestArgument, RestError } from '../define';

interface ArgProblem {
  code: string;
  message: string;
}

/** WordPress's %l list format: "a", "a and b", "a, b, and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

const isInteger = (value: string): boolean => /^-?\d+$/.test(value.trim());
const isNumber = (value: string): boolean => value.trim() !== '' && Number.isFinite(Number(value));

/** rest_validate_value_from_schema() for the scalar types the demo's routes declare. */
function check(name: string, raw: FormValue, arg: RestArgument): ArgProblem | null {
  if (typeof raw !== 'string') {
    return arg.type === 'array' || arg.type === 'object'
      ? null
      : { code: 'rest_invalid_type', message: `${name} is not of type ${arg.type}.` };
  }
  if (arg.type === 'integer' || arg.type === 'number') {
    if (!(arg.type === 'integer' ? isInteger(raw) : isNumber(raw))) {
      return { code: 'rest_invalid_type', message: `${name} is not of type ${arg.type}.` };
    }
    const value = Number(raw);
    const { minimum, maximum } = arg;
    if (minimum !== undefined && maximum !== undefined && (value < minimum || value > maximum)) {
      return {
        code: 'rest_out_of_bounds',
        message: `${name} must be between ${minimum} (inclusive) and ${maximum} (inclusive)`,
      };
    }
    if (minimum !== undefined && value < minimum) {
      return { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${minimum}` };
    }
    if (maximum !== undefined && value > maximum) {
      return { code: 'rest_out_of_bounds', message: `${name} must be less than or equal to ${maximum}` };
    }
  }
  if (arg.type === 'boolean' && !['true', 'false', '1', '0', ''].includes(raw.toLowerCase())) {
    return { code: 'rest_invalid_type', message: `${name} is not of type boolean.` };
  }
  if (arg.enum && !arg.enum.includes(raw)) {
    return { code: 'rest_not_in_enum', message: `${name} is not one of ${listOf(arg.enum)}.` };
  }
  return null;
}

/**
 * Checks the request's parameters against a route's declared arguments and throws WordPress's
 * 400 errors: rest_missing_callback_param, or rest_invalid_param with `params` and `details`.
 */
export function validateArgs(
  args: Record<string, RestArgument> | undefined,
  params: Record<string, FormValue>,
): void {
  if (!args) return;
  const missing = Object.entries(args)
    .filter(([name, arg]) => arg.required && params[name] === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new RestError('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, 400, {
      params: missing,
    });
  }
  const problems: [string, ArgProblem][] = [];
  for (const [name, arg] of Object.entries(args)) {
    const value = params[name];
    if (value === undefined) continue;
    const problem = check(name, value, arg);
    if (problem) problems.push([name, problem]);
  }
  if (problems.length > 0) {
    throw new RestError(
      'rest_invalid_param',
      `Invalid parameter(s): ${problems.map(([n]) => n).join(', ')}`,
      400,
      {
        params: Object.fromEntries(problems.map(([name, p]) => [name, p.message])),
        details: Object.fromEntries(
          problems.map(([name, p]) => [name, { code: p.code, message: p.message, data: null }]),
        ),
      },
    );
  }
}
