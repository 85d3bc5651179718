import { paymentPages } from '@/content/payment-pages';
import { checkoutOrder } from '@/lib/checkout';
import { formatRupees } from '@/content/rupees';
import styles from './order-summary.module.scss';

const CAPTION_ID = 'order-summary-caption';

/** What Pay Now pays for, shown before the button: item, quantity, price and total. */
export function OrderSummary() {
  const { caption, columns, totalLabel } = paymentPages.checkout.order;
  const { lines, total } = checkoutOrder();
  return (
    <div role="region" aria-labelledby={CAPTION_ID} tabIndex={0} className={styles.scroller}>
      <table className={styles.table}>
        <caption id={CAPTION_ID} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.item}</th>
            <th scope="col" className={styles.number}>
              {columns.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {columns.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.item}>
              <th scope="row">
                {line.item}
                <span className={styles.detail}>{line.detail}</span>
              </th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatRupees(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {totalLabel}
            </th>
            <td className={styles.number}>{formatRupees(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
