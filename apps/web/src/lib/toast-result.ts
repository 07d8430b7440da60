import { toast } from './toast';
import { errorText } from './api-client';

/**
 * Runs a write and toasts the API's Italian message: the answer's `message` on success, the error's text on failure.
 * `then` runs after the success toast (clear a selection, leave the page); an error it throws is toasted too.
 * It never rejects, so it can be the `run` of a confirmation or a click handler as it is.
 */
export async function toastResult<T extends { message: string }>(
  write: Promise<T>,
  then?: (res: T) => unknown,
): Promise<void> {
  try {
    const res = await write;
    toast.success(res.message);
    await then?.(res);
  } catch (err) {
    toast.error(errorText(err));
  }
}
