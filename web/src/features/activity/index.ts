/** Friends' activity, as home and Book Social use it: the section, and its query for their loaders. */
export { FriendsActivity } from './FriendsActivity';
export { startFriendsActivity } from './FriendsActivity.data';
