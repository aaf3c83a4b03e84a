/**
 * The provider's patient API, as the specification gives it, written once: where each call goes,
 * what its body holds, and how its answer is read. The app's client (src/lib/api-client.ts), the
 * msw stand-in of `npm run dev` and Vitest (src/mocks/handlers.ts) and the HTTP stand-in of the
 * browser suites (tests/e2e/support/provider-stand-in.ts) all take it from here.
 */
import { z } from './zod.ts';
import { withoutTrailingSlash } from './base-url.ts';

/** The two calls: the pre-registration (answers a reference key) and the coupon (answers a code). */
export const PROVIDER_ENDPOINTS = ['contact-pre-reg', 'contact-coupon'] as const;
export type ProviderEndpoint = (typeof PROVIDER_ENDPOINTS)[number];
export const [PRE_REGISTRATION, COUPON] = PROVIDER_ENDPOINTS;

/**
 * What the app asks just before it posts, to learn whether the API can be reached at all: the API's
 * origin, with HEAD and no CORS (src/lib/api-client.ts). Any answer, whatever its status, will do;
 * the stand-ins answer it like any other path.
 */
export const PROBE_METHOD = 'HEAD';
export const probeUrl = (apiBaseUrl: string): string => `${new URL(apiBaseUrl).origin}/`;

/**
 * Where a call goes: <apiBaseUrl>/<endpoint>/<contract>, `contract` being the partner's
 * contractRef URL-encoded (or a route parameter such as ':contractRef' for a stand-in).
 */
export function providerUrl(apiBaseUrl: string, endpoint: ProviderEndpoint, contract: string): string {
  return `${withoutTrailingSlash(apiBaseUrl)}/${endpoint}/${contract}`;
}

/** The endpoint a request path is a call of, under the API's base path; undefined for any other path. */
export function endpointOf(basePath: string, path: string): ProviderEndpoint | undefined {
  return PROVIDER_ENDPOINTS.find((endpoint) => {
    const prefix = providerUrl(basePath, endpoint, '');
    return path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length));
  });
}

/** Every call is a POST of JSON, and asks for plain text. */
export const PROVIDER_METHOD = 'POST';
export const PROVIDER_REQUEST_HEADERS = { 'Content-Type': 'application/json', Accept: 'text/plain' } as const;

export const GENDERS = ['MALE', 'FEMALE'] as const;
export const BIRTH_COUNTRIES = ['Italia', 'Estero'] as const;

/**
 * What no answer may hold: control characters (C0 and C1, NUL, BEL, TAB, DEL, line breaks) and
 * the bidi controls that reorder how a text is shown (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069). The form refuses them with a message beside the field; the API client refuses
 * to send a body that still holds one.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

const personal = () => z.string().check(z.refine<string>(hasNoControlCharacters));

/**
 * The body of contact-pre-reg, by the provider's names: the allow-list of the POST body. The API
 * client parses every body with it, so whatever else the store holds is dropped before it is sent.
 * A new field of the member that the provider takes goes here, and nowhere else.
 */
export const preRegistrationSchema = z.object({
  birthDate: personal(),
  bornCity: personal(),
  country: z.enum(BIRTH_COUNTRIES),
  email: personal(),
  firstName: personal(),
  gender: z.enum(GENDERS),
  groupRef: personal(),
  lastName: personal(),
});

export type PreRegistration = z.infer<typeof preRegistrationSchema>;

export const COUPON_TYPE = 'REF_CODE';

/** The body of contact-coupon: the reference key the pre-registration answered. */
export const couponRequest = (refCode: string) => ({ refCode, type: COUPON_TYPE });

/**
 * A reference key or coupon code: printable ASCII with no space and no < or > (so no markup), at
 * most 512 characters. The provider's format is not specified; base64 keys (`Ab+c/d=7x9==`) are
 * common, and the key is URL-encoded wherever it is used. Anything else (a maintenance page, an
 * error text, a runaway body) is not an answer.
 */
export const CODE_PATTERN = /^[!-;=?-~]{1,512}$/;

const isPlainText = (contentType: string | null | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'text/plain';

/**
 * The reference key or coupon code of a successful (2xx) answer: its body, trimmed, when the answer
 * is text/plain and the body is a code; undefined when the answer holds no usable code.
 */
export function readCode(contentType: string | null | undefined, body: string): string | undefined {
  const code = body.trim();
  return isPlainText(contentType) && CODE_PATTERN.test(code) ? code : undefined;
}

// The provider's groupRef of a member, "<partner name>_<e-mail>", is built by step 1: groupRef() lives
// in ./tenant/patterns.ts beside the rule it implies on partner names (GROUP_REF_SEPARATORS), so that
// step 1 does not load the rest of this contract.

/** The provider's signup page, carrying the reference key and the contract reference. */
export function signupUrl(webappBaseUrl: string, refCode: string, contractRef: string): string {
  const base = withoutTrailingSlash(webappBaseUrl);
  return `${base}/signup?refCode=${encodeURIComponent(refCode)}&contractRef=${encodeURIComponent(contractRef)}`;
}

const SENT = Object.keys(preRegistrationSchema.shape) as Array<keyof PreRegistration>;

/** The flow's answers the pre-registration is made of: its own fields, and the country of birth's. */
export type PreRegistrationAnswers = Readonly<
  Partial<Record<keyof PreRegistration | 'birthCountry' | 'birthCity' | 'birthPlace', string>>
>;

/**
 * The pre-registration from the answers of the flow: the fields of preRegistrationSchema that the
 * member has answered (`country` and `bornCity` from the country of birth). The API client checks
 * them against the same schema before anything is sent.
 */
export function toPreRegistration<Answers extends PreRegistrationAnswers>(data: Answers): Partial<PreRegistration> {
  const answers: Partial<Record<keyof PreRegistration, string>> = {
    ...data,
    country: data.birthCountry,
    bornCity: data.birthCountry === 'Italia' ? data.birthCity : data.birthPlace,
  };
  return Object.fromEntries(SENT.flatMap((name) => (answers[name] === undefined ? [] : [[name, answers[name]]])));
}
