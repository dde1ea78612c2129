/**
 * Layer 2 (domain): posts and their terms. Imports db/.
 */

export {
  addPostShare,
  type BlogPost,
  type BlogQuery,
  blogAuthors,
  blogPostBySlug,
  blogTerms,
  foldBlogText,
  postStatus,
  queryBlogPosts,
} from './blog';
export { getPage, getPost, type PostRow, postTermIds, queryPosts } from './posts';
