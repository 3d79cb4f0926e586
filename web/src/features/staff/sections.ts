/**
 * Every back-office section in one module, so the build makes them one chunk: what only staff
 * screens use (mantine-datatable and its styles, Mantine's Blockquote, Code, FileButton…) stays in
 * it, rather than becoming files or shared code that public pages load.
 */
export { StaffOrdersPage } from './orders/StaffOrdersPage';
export { StaffBooksPage } from './books/StaffBooksPage';
export { StaffInboxPage } from './inbox/StaffInboxPage';
export { StaffAuditPage } from './audit/StaffAuditPage';
export { StaffRentalsPage } from './rentals/StaffRentalsPage';
export { StaffRefundsPage } from './refunds/StaffRefundsPage';
