/**
 * A project-like folder for the partner tools, made afresh for each test: <work>/tenants holding
 * _defaults.json and acme.json (a valid partner), and the operator's site file where the tools look
 * for it, <work>/config/site.json. A suite calls `useTenantProject(prefix)` once, at its top level.
 *
 *   const project = useTenantProject('hostile-');
 *   project.write('evil.json', partner({ hosts: ['acme.it'] }));
 *   checkTenants(project.paths());
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The operator's site file (config/site.json). */
export const SITE = {
  domain: 'onboarding-salute.example',
  apiOrigins: ['https://api.salutepiu.example'],
  webOrigins: ['https://app.salutepiu.example'],
  linkOrigins: ['https://www.salutepiu.example', 'https://wa.me'],
};
export const PROVIDER = {
  productName: 'SalutePiù',
  productDomain: 'salutepiu.example',
  apiBaseUrl: 'https://api.salutepiu.example/patient',
  webappBaseUrl: 'https://app.salutepiu.example',
  redeemCouponUrl: 'https://app.salutepiu.example/redeem',
  howItWorksUrl: 'https://www.salutepiu.example/come-funziona',
  videoUrl: 'https://www.salutepiu.example/video',
};
/** tenants/_defaults.json */
export const DEFAULTS = {
  provider: PROVIDER,
  support: {
    email: 'supporto@salutepiu.example',
    chatUrl: 'https://wa.me/39000',
    privacyPolicyUrl: 'https://www.salutepiu.example/p',
  },
};
/** tenants/acme.json: the partner that must still load whatever the others do. */
export const ACME = {
  partner: { name: 'Acme S.p.A.', emailDomains: ['acme.it'] },
  contractRef: 'ACME-2026',
  hosts: ['salute.acme.it'],
  branding: { primaryColor: '#0f7a4d' },
};
/** A partner file "Evil" (tenants/evil.json in most tests), with `fields` over its own. */
export const partner = (fields: Record<string, unknown> = {}) => ({
  partner: { name: 'Evil', emailDomains: ['evil.it'] },
  contractRef: 'EVIL-2026',
  branding: { primaryColor: '#0f7a4d' },
  ...fields,
});

export interface TenantProject {
  readonly work: string;
  /** <work>/tenants */
  readonly dir: string;
  /** Writes a file of tenants/: a value as JSON, a string as it is. */
  write: (name: string, content: unknown) => void;
  writeSite: (site: unknown) => void;
  /** Where the partner tools (checkTenants, runBuildChecks) read this project, with `env`. */
  paths: (env?: Record<string, string>) => { dir: string; cwd: string; publicDir: string; env: Record<string, string> };
}

/** A new project for each test of the suite, removed after it. */
export function useTenantProject(prefix: string): TenantProject {
  let current: { work: string; dir: string } | undefined;
  beforeEach(() => {
    const work = mkdtempSync(join(tmpdir(), prefix));
    current = { work, dir: join(work, 'tenants') };
    mkdirSync(current.dir);
    mkdirSync(join(work, 'config'));
    project.writeSite(SITE);
    project.write('_defaults.json', DEFAULTS);
    project.write('acme.json', ACME);
  });
  afterEach(() => {
    if (current) rmSync(current.work, { recursive: true, force: true });
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error('useTenantProject: its folder exists only while a test runs');
    return current;
  };
  const project: TenantProject = {
    get work() {
      return now().work;
    },
    get dir() {
      return now().dir;
    },
    write: (name, content) =>
      writeFileSync(join(now().dir, name), typeof content === 'string' ? content : JSON.stringify(content)),
    writeSite: (site) => writeFileSync(join(now().work, 'config', 'site.json'), JSON.stringify(site)),
    paths: (env = {}) => ({ dir: now().dir, cwd: now().work, publicDir: now().work, env }),
  };
  return project;
}
