/**
 * npm run tenant:schema: writes tenant.schema.json from the zod tenant schema
 * (src/shared/tenant/schema.ts) with zod's own JSON Schema export, and the words of each field
 * (tools/partners/field-words.ts), so editors autocomplete, explain and underline tenant files
 * ("$schema": "../tenant.schema.json").
 *
 * Nothing is "required" in the editor schema: any field may come from tenants/_defaults.json,
 * even one field of an object (the files merge field by field), so a valid partner file that
 * relies on the defaults must not be underlined. Types, patterns and unknown fields are still
 * checked by the editor; npm run tenant:check checks the merged result, required fields included.
 *
 * "texts" lists every key of the app (they change only with the code) but none of the texts
 * themselves: a translator who changes a text in locales/ leaves this file up to date.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod/mini';
import { PRODUCTION_RULES, tenantSchemaFor } from '../../src/shared/tenant/schema.ts';
import { splitTextKey, type TextKey } from '../../src/shared/i18n/text-keys.ts';
import { fieldWords } from './field-words.ts';
import { siteJsonSchema } from './site.ts';
import { ROOT, terminal, type Output } from '../paths.ts';
import { DEFAULT_TEXTS } from '../../src/shared/i18n/default-texts.ts';

export const SCHEMA_FILE = join(ROOT, 'tenant.schema.json');

type JsonSchema = {
  [key: string]: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  description?: string;
};

const LANGUAGE_NAMES: Record<string, string> = { it: 'Italian', en: 'English' };

export function tenantJsonSchema(): JsonSchema {
  const schema = z.toJSONSchema(tenantSchemaFor(PRODUCTION_RULES, DEFAULT_TEXTS), {
    target: 'draft-07',
    io: 'input',
    override: ({ jsonSchema }) => {
      delete (jsonSchema as JsonSchema).required;
    },
  }) as JsonSchema;
  schema.title = 'Partner (tenant) file';
  describe(schema, '');
  // The editor's hover of each text names its key.
  for (const [lng, texts] of Object.entries(schema.properties?.texts?.properties ?? {})) {
    for (const [key, property] of Object.entries(texts.properties ?? {})) {
      const { ns, path } = splitTextKey(key as TextKey);
      property.description = `Replaces the ${LANGUAGE_NAMES[lng] ?? lng} text "${path}" of locales/${lng}/${ns}.json on this partner's site.`;
    }
  }
  return schema;
}

/** Adds the words of each field (its hover, and its pattern where the schema's rule is code) to `node` and below. */
function describe(node: JsonSchema, key: string): void {
  const { description, pattern } = fieldWords(key) ?? {};
  if (pattern) node.pattern = pattern;
  if (description) node.description = description;
  for (const [name, child] of Object.entries(node.properties ?? {})) describe(child, key ? `${key}.${name}` : name);
  if (node.items) describe(node.items, `${key}.*`);
}

export function renderTenantJsonSchema(): string {
  return `${JSON.stringify(tenantJsonSchema(), null, 2)}\n`;
}

/** site.schema.json, for the operator's config/site.json ("$schema": "../site.schema.json"). */
export function renderSiteJsonSchema(): string {
  return `${JSON.stringify(siteJsonSchema(), null, 2)}\n`;
}

export function runTenantSchema(io: Output = terminal, file = SCHEMA_FILE, cwd = process.cwd()): number {
  writeFileSync(file, renderTenantJsonSchema());
  const siteFile = join(dirname(file), 'site.schema.json');
  writeFileSync(siteFile, renderSiteJsonSchema());
  io.out(`Wrote ${relative(cwd, file) || file} from src/shared/tenant/schema.ts.`);
  io.out(`Wrote ${relative(cwd, siteFile) || siteFile} from tools/partners/site.ts.`);
  io.out('Tenant files that start with "$schema": "../tenant.schema.json" now get autocomplete and checks in the editor.');
  return 0;
}
