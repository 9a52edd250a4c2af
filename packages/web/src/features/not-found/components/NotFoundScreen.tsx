import { NotFoundPage } from '../../../components/NotFoundPage.tsx';

/** Unknown routes (and routes the user may not open): 'ページが存在しません。' (part 1 §8). */
export default function NotFoundScreen() {
  return <NotFoundPage />;
}
