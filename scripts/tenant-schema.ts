/**
 * npm run tenant:schema: writes tenant.schema.json from the zod tenant schema
 * (src/tenant/schema.ts) with zod's own JSON Schema export, so editors autocomplete
 * and underline tenant files ("$schema": "../tenant.schema.json").
 *
 * Nothing is "required" in the editor schema: any field may come from tenants/_defaults.json,
 * even one field of an object (the files merge field by field), so a valid partner file that
 * relies on the defaults must not be underlined. Types, patterns and unknown fields are still
 * checked by the editor; npm run tenant:check checks the merged result, required fields included.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { tenantSchema } from '../src/tenant/schema.ts';
import { flattenTexts } from '../src/tenant/text-keys.ts';
import { ROOT, isMain, localesDir, terminal, type Output } from './paths.ts';

export const SCHEMA_FILE = join(ROOT, 'tenant.schema.json');

type JsonSchema = { [key: string]: unknown; properties?: Record<string, JsonSchema>; description?: string };

/** The English default of each key, for the descriptions of "texts.en" (not bundled in the app). */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const ns of ['common', 'eligibility', 'userInfo', 'description', 'validation']) {
    const tree = JSON.parse(readFileSync(join(localesDir(), 'en', `${ns}.json`), 'utf8')) as Parameters<typeof flattenTexts>[0];
    for (const [key, text] of flattenTexts(tree)) texts.set(`${ns}:${key}`, text);
  }
  return texts;
}

export function tenantJsonSchema(): JsonSchema {
  const schema = z.toJSONSchema(tenantSchema, {
    target: 'draft-07',
    io: 'input',
    override: ({ jsonSchema }) => {
      delete (jsonSchema as JsonSchema).required;
    },
  }) as JsonSchema;
  const english = schema.properties?.texts?.properties?.en?.properties ?? {};
  const defaults = englishTexts();
  for (const [key, property] of Object.entries(english)) {
    const text = defaults.get(key);
    if (text !== undefined) property.description = `Replaces the English text "${text}" on this partner's site.`;
  }
  return schema;
}

export function renderTenantJsonSchema(): string {
  return `${JSON.stringify(tenantJsonSchema(), null, 2)}\n`;
}

export function runTenantSchema(io: Output = terminal, file = SCHEMA_FILE): number {
  writeFileSync(file, renderTenantJsonSchema());
  io.out(`Wrote ${relative(process.cwd(), file) || file} from src/tenant/schema.ts.`);
  io.out('Tenant files that start with "$schema": "../tenant.schema.json" now get autocomplete and checks in the editor.');
  return 0;
}

if (isMain(import.meta.url)) process.exitCode = runTenantSchema();
