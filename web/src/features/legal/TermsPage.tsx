/** Terms of Service, written out from SPEC §9. */
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="2024-11-12"
      intro="These terms apply to every purchase and rental on Pustak. By creating an account you accept them."
      sections={[
        { title: 'Prices', points: ['All prices are in Nepali Rupees and include taxes.'] },
        {
          title: 'Delivery',
          points: [
            'We ship to Kathmandu and Pokhara.',
            'We serve customers only within Nepal; delivery takes 72 hours on average.',
          ],
        },
        {
          title: 'Payment',
          points: [
            'You pay through one of two local wallet providers; Khalti is offered at present.',
            'An order is confirmed once its payment is verified.',
          ],
        },
        {
          title: 'Returns',
          points: [
            'We have a no returns policy.',
            'The exception is a damaged or wrong item reported within 48 hours of delivery, with photo evidence.',
          ],
        },
        { title: 'Rentals', points: ['Rented books follow our Rental Policy.'] },
      ]}
    />
  );
}
