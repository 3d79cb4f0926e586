import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountInfoQuery = graphql(`
  query AccountInfo {
    me {
      id
      username
      email
      firstName
      lastName
      dateOfBirth
      bio
      status
      github
      linkedin
      instagram
      profilePictureUrl
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountInfoQuery);
};
