import { ScreenPage } from '../../../components/ScreenPage.tsx';

/** Home of a customer: machine cards by group (route HomeConsumer): the screen's content comes with its feature. */
export default function HomeConsumerScreen() {
  return <ScreenPage route="HomeConsumer" />;
}
