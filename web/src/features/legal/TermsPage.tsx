/** Terms of Service, written out from SPEC §9 (and the promises of SPEC §1). */
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="2024-11-12"
      intro="These terms apply to every purchase and rental on Pustak, the online bookstore and reader community for Nepal. By creating an account or placing an order you accept them."
      sections={[
        {
          id: 'account',
          title: 'Your account',
          body: (
            <List spacing={6}>
              <List.Item>Give your real name and a working email address when you sign up.</List.Item>
              <List.Item>
                Keep your password to yourself: you are responsible for what is done with your account.
              </List.Item>
              <List.Item>Creating an account means accepting these terms and our Rental Policy.</List.Item>
            </List>
          ),
        },
        {
          id: 'prices',
          title: 'Prices and payment',
          body: (
            <List spacing={6}>
              <List.Item>All prices are in Nepali Rupees (Rs) and include taxes.</List.Item>
              <List.Item>
                You pay through one of two local wallet providers. Khalti is the one offered at present.
              </List.Item>
              <List.Item>
                An order is confirmed once its payment is verified. Until then it stays pending, and you can pay for it
                from your orders.
              </List.Item>
            </List>
          ),
        },
        {
          id: 'delivery',
          title: 'Shipping and delivery',
          body: (
            <List spacing={6}>
              <List.Item>We ship to Kathmandu and Pokhara. We serve customers only within Nepal.</List.Item>
              <List.Item>Delivery takes 72 hours on average from the moment your payment is verified.</List.Item>
              <List.Item>Shipping costs a flat Rs 100 per order.</List.Item>
            </List>
          ),
        },
        {
          id: 'returns',
          title: 'Returns',
          body: (
            <>
              <Text mb="xs">We have a no returns policy: books you buy cannot be sent back.</Text>
              <Text>
                The one exception is an item that arrives damaged, or that is not the book you ordered. Report it within
                48 hours of delivery, with photo evidence, and we will put it right.
              </Text>
            </>
          ),
        },
        {
          id: 'rentals',
          title: 'Rentals',
          body: (
            <Text>
              Rented books follow our{' '}
              <Anchor component={Link} to="/rental-policy" inherit underline="always">
                Rental Policy
              </Anchor>
              : rental periods, fees, refunds, late returns and damage are described there.
            </Text>
          ),
        },
        {
          id: 'community',
          title: 'Reviews and the community',
          body: (
            <List spacing={6}>
              <List.Item>Write reviews about books you have read, and mark the ones that contain spoilers.</List.Item>
              <List.Item>Be kind to other readers. We may remove reviews or profiles that are abusive.</List.Item>
            </List>
          ),
        },
        {
          id: 'contact',
          title: 'Questions',
          body: (
            <Text>
              Write to hello@pustak.np or use our{' '}
              <Anchor component={Link} to="/contact" inherit underline="always">
                contact form
              </Anchor>
              . We reply within 24 hours, and phone support is open Mon-Fri 9-6.
            </Text>
          ),
        },
      ]}
    />
  );
}
