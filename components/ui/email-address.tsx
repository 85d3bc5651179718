import { Fragment } from 'react';

/**
 * An email address that may wrap only where a reader expects: after the @ and before a dot, so
 * a narrow column never splits "amandeephospital" in the middle.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
