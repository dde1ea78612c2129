/**
 * Layer 2 (domain): posts and their terms. Imports db/.
 */
export { getPage, getPost, type PostRow, postTermIds, queryPosts } from './posts';
