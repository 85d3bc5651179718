import { Fragment } from 'react';

/**
 * An email address that may wrap only where a reader expects: after the @ and before a dot, so
 * a narrow column never splits "amandeephospital" in the middle. In one span: inside a flex link
 * (an icon beside the address) its parts would each be a flex item, and a browser names the link
 * by its items apart ("pathankot@ amandeephospital .org").
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
