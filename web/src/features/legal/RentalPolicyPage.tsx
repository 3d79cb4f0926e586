/** Rental Policy, written out from SPEC §9. */
import { LegalPage } from './LegalPage';

export function RentalPolicyPage() {
  return (
    <LegalPage
      title="Rental Policy"
      updated="2024-11-12"
      intro="Renting lets you read more for less. Here is exactly how it works."
      sections={[
        {
          title: 'Rental periods and fees',
          points: [
            '15 days: 15% of the book price.',
            '30 days: 30% of the book price.',
            '45 days: 50% of the book price.',
          ],
        },
        {
          title: 'Paying and refunds',
          points: [
            'You pay the full price of the book at checkout.',
            'When you return the book, we refund the full price minus the rental fee.',
          ],
        },
        {
          title: 'Keeping the book',
          points: ['Buy the book within 5 days after the rental ends and get a 5% discount.'],
        },
        {
          title: 'Late returns',
          points: [
            'A late fee of 1% of the price is charged per day.',
            'A book more than 1 day overdue is automatically purchased.',
          ],
        },
        { title: 'Damage', points: ['A damaged book counts as purchased.'] },
      ]}
    />
  );
}
