import type { ReactNode } from 'react';

/**
 * `address` with a break opportunity after "@" and after each ".": on a narrow screen it wraps
 * there, between its parts, never inside one ("supporto@salutepiu.|example", not "exampl|e").
 */
export function breakableAddress(address: string): ReactNode[] {
  // "a@b.it" -> ["a@", "b.", "it"], each but the last ending in its separator.
  const pieces = address.replace(/[@.]/g, '$&\n').split('\n');
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [<wbr key={index} />, piece]));
}

/**
 * A link that writes to `email`, showing the address itself (whatever text a translation puts
 * between its tags), wrapping only between its parts.
 */
export function MailLink({ email }: { email: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className="address">
      {breakableAddress(email)}
    </a>
  );
}
