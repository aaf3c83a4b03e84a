/**
 * The steps of the flow, each under one id, with every name the rest of the project knows it by:
 * its address, the store's flag that says it is done (the specification's names), its analytics
 * value, the locale file of its texts, the feature folder of its form, its page title and its
 * number in the site's own events. Routes, features, the store, analytics and events take them from
 * here; no other module writes a step's path or flag (tests/unit/steps.test.ts checks the route tree
 * against it). Pure: no DOM, no Node.
 */

export interface Step {
  /** The page's address (src/routes/: index.tsx is "/"). */
  readonly path: '/' | '/insert-info' | '/description';
  /** The store's flag set when the step is done (the specification's name). */
  readonly doneFlag: 'stepSelectCompanyCompleted' | 'stepUserInfoCompleted' | 'stepDescriptionCompleted';
  /** What analytics calls the step's screen (the specification's "home" and "description"). */
  readonly analytics: 'home' | 'insert-info' | 'description';
  /** The locale file of its texts, locales/<language>/<namespace>.json. */
  readonly namespace: 'eligibility' | 'userInfo' | 'description';
  /** Its folder in src/features/. */
  readonly feature: 'eligibility' | 'user-info' | 'activation';
  /** Its number, as "Passo 1 di 3" and the site's events count it. */
  readonly number: 1 | 2 | 3;
}

export const STEPS = {
  /** The work e-mail and its confirmation. */
  email: {
    path: '/',
    doneFlag: 'stepSelectCompanyCompleted',
    analytics: 'home',
    namespace: 'eligibility',
    feature: 'eligibility',
    number: 1,
  },
  /** Name, sex, birth date and place. */
  details: {
    path: '/insert-info',
    doneFlag: 'stepUserInfoCompleted',
    analytics: 'insert-info',
    namespace: 'userInfo',
    feature: 'user-info',
    number: 2,
  },
  /** The service, and its activation or the coupon. */
  activation: {
    path: '/description',
    doneFlag: 'stepDescriptionCompleted',
    analytics: 'description',
    namespace: 'description',
    feature: 'activation',
    number: 3,
  },
} as const satisfies Record<string, Step>;

export type StepId = keyof typeof STEPS;

/** The steps in the member's order. */
export const STEP_ORDER = ['email', 'details', 'activation'] as const satisfies readonly StepId[];

/** How many steps the flow has ("Passo 2 di 3"). */
export const STEP_COUNT = STEP_ORDER.length;

/** The step whose page is at `pathname`, if any. */
export function stepAt(pathname: string): Step | undefined {
  return STEP_ORDER.map((id) => STEPS[id]).find((step) => step.path === pathname);
}

/** A step's page title, the "title" of its locale file ("eligibility:title"). */
export const titleKey = <S extends Step>(step: S) => `${step.namespace}:title` as const;
