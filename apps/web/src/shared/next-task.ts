// A promise settled in a later task of the event loop: work split across it leaves the main
// thread free in between (input, painting) instead of holding it in one long task.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
