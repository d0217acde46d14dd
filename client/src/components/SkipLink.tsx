import classes from './SkipLink.module.css';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={classes.skipLink} href={`#${targetId}`}>
      跳到主要内容
    </a>
  );
}
