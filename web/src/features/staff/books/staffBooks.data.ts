/** The back office's books, authors and genres, and the writes staff make to them (schema.graphql: staff…). */
import { graphql } from '../../../gql';

export const StaffBookFields = graphql(`
  fragment StaffBookFields on Book {
    id
    title
    coverImage
    file {
      name
      bytes
    }
    price
    stock
    hidden
    year
    datePublished
    format
    pages
    isbn13
    dimensions
    publicationHouse
    imprint
    publicationCity
    language
    category
    subcategory
    description
    author {
      id
      name
    }
    genres {
      id
      name
    }
  }
`);

export const StaffBooksQuery = graphql(`
  query StaffBooks($title: String, $page: Int) {
    staffBooks(title: $title, page: $page) {
      totalCount
      items {
        ...StaffBookFields @unmask
      }
    }
  }
`);

/** What the forms choose from: every genre, and authors by name (the first 100). */
export const StaffBookChoices = graphql(`
  query StaffBookChoices {
    genres {
      id
      name
    }
    authors(pageSize: 100) {
      totalCount
      items {
        id
        name
      }
    }
  }
`);

export const CreateBook = graphql(`
  mutation StaffCreateBook($input: StaffBookInput!) {
    staffCreateBook(input: $input) {
      ...StaffBookFields @unmask
    }
  }
`);

export const UpdateBook = graphql(`
  mutation StaffUpdateBook($id: ID!, $input: StaffBookUpdate!) {
    staffUpdateBook(id: $id, input: $input) {
      ...StaffBookFields @unmask
    }
  }
`);

export const UploadCover = graphql(`
  mutation StaffUploadCover($id: ID!, $cover: String!) {
    staffUploadCover(id: $id, cover: $cover) {
      id
      coverImage
    }
  }
`);

export const AdjustStock = graphql(`
  mutation StaffAdjustStock($id: ID!, $change: Int!, $reason: String!) {
    staffAdjustStock(id: $id, change: $change, reason: $reason) {
      id
      stock
    }
  }
`);

export const HideBook = graphql(`
  mutation StaffHideBook($id: ID!) {
    staffHideBook(id: $id) {
      id
      hidden
    }
  }
`);

export const ShowBook = graphql(`
  mutation StaffShowBook($id: ID!) {
    staffShowBook(id: $id) {
      id
      hidden
    }
  }
`);

export const CreateAuthor = graphql(`
  mutation StaffCreateAuthor($name: String!) {
    staffCreateAuthor(input: { name: $name }) {
      id
      name
    }
  }
`);

export const UpdateAuthor = graphql(`
  mutation StaffUpdateAuthor($id: ID!, $name: String!) {
    staffUpdateAuthor(id: $id, input: { name: $name }) {
      id
      name
    }
  }
`);

export const CreateGenre = graphql(`
  mutation StaffCreateGenre($name: String!) {
    staffCreateGenre(name: $name) {
      id
      name
    }
  }
`);

export const UpdateGenre = graphql(`
  mutation StaffUpdateGenre($id: ID!, $name: String!) {
    staffUpdateGenre(id: $id, name: $name) {
      id
      name
    }
  }
`);
