/**
 * Every string `<OwnerQuestions>` shows: the business owner's side of the bookkeeper's questions,
 * in plain words (no bookkeeping terms: the owner reads "What was this for?", never "categorize").
 * A host overrides any of them through the provider's `messages`. Dates, amounts and counts arrive
 * formatted in the provider's locale; names (descriptions, accounts, people, files) arrive isolated.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

export const ownerQuestionsMessages = {
  'ownerQuestions.title': 'Questions from your bookkeeper',
  'ownerQuestions.waiting': (n: number, count: string) => `${count} ${plural(n, 'question', 'questions')} from your bookkeeper`,
  'ownerQuestions.none': 'Nothing to answer — thank you',
  'ownerQuestions.noneHint': 'When your bookkeeper asks about something, it shows here.',
  'ownerQuestions.allAnswered': 'That was the last one. Thank you: your bookkeeper takes it from here.',
  'ownerQuestions.loading': 'Loading your questions…',

  'ownerQuestions.step': (at: string, of: string) => `${at} of ${of}`,
  'ownerQuestions.back': 'Back',
  'ownerQuestions.skip': 'Skip for now',
  'ownerQuestions.next': 'Next question',
  'ownerQuestions.list': 'Waiting for your answer',
  'ownerQuestions.moveBetween': 'Move between questions',
  'ownerQuestions.listItem': (description: string, amount: string) => `${description}, ${amount}`,
  'ownerQuestions.listGeneral': 'A request',

  'ownerQuestions.askedBy': (name: string, date: string) => `${name} asked on ${date}`,
  'ownerQuestions.askedOn': (date: string) => `Asked on ${date}`,
  'ownerQuestions.receiptsOf': (month: string, at: string, of: string) => `Receipts for ${month}: ${at} of ${of}`,
  'ownerQuestions.receiptNeeded': 'Your bookkeeper needs the receipt for this one.',

  'ownerQuestions.transaction': 'As your bank shows it',
  'ownerQuestions.description': 'Description',
  'ownerQuestions.date': 'Date',
  'ownerQuestions.amount': 'Amount',
  'ownerQuestions.moneyOut': (amount: string) => `${amount} out`,
  'ownerQuestions.moneyIn': (amount: string) => `${amount} in`,
  'ownerQuestions.account': 'Account',
  'ownerQuestions.deleted':
    'This has since been removed from your bank’s list. Answer if you can; your bookkeeper will see it was removed.',
  'ownerQuestions.changed':
    'Your bank has changed this since your bookkeeper asked: the date, amount or description may differ from what you see in your bank now.',

  'ownerQuestions.choices': 'Choose one',
  'ownerQuestions.dontKnow': 'I don’t know',
  'ownerQuestions.note': 'Anything to add?',
  'ownerQuestions.noteAnswer': 'Your answer',
  'ownerQuestions.noteDontKnow': 'What do you know about it?',
  'ownerQuestions.noteHint': 'A few words are enough: who it was for, or what it was.',
  'ownerQuestions.receipt': 'Receipt',
  'ownerQuestions.takePhoto': 'Take a photo',
  'ownerQuestions.chooseFile': 'Choose a file',
  'ownerQuestions.uploading': (name: string) => `Sending ${name}…`,
  'ownerQuestions.uploaded': (name: string) => `Receipt added: ${name}`,
  'ownerQuestions.removeReceipt': (name: string) => `Remove ${name}`,
  'ownerQuestions.uploadFailed': (name: string, reason: string) => `${name} could not be sent: ${reason}`,
  'ownerQuestions.uploadFailedReason': 'the upload failed.',
  'ownerQuestions.noUpload': 'Receipts cannot be added here. Tell your bookkeeper in a note where to find it.',

  'ownerQuestions.send': 'Send answer',
  'ownerQuestions.sending': 'Sending…',
  'ownerQuestions.empty': 'Choose an answer, write one, or add the receipt before sending.',
  'ownerQuestions.waitForUpload': 'The receipt is still being sent: send your answer once it is added.',
  'ownerQuestions.sent': 'Answer sent.',
  'ownerQuestions.failed': (reason: string) => `Your answer was not sent: ${reason} It is kept here: try again when you are ready.`,
  'ownerQuestions.failedReason': 'the connection may be lost.',
  'ownerQuestions.retry': 'Try again',
  'ownerQuestions.draftRestored': 'Your unsent answer was kept: check it and send it.',

  'ownerQuestions.answeredElsewhere': 'This was answered already, perhaps in another window:',
  'ownerQuestions.answeredBy': (name: string, date: string) => `Answered by ${name} on ${date}`,
  'ownerQuestions.answeredOn': (date: string) => `Answered on ${date}`,
  'ownerQuestions.answerChoice': (choice: string) => `Chose: ${choice}`,
  'ownerQuestions.answerDontKnow': 'Did not know',
  'ownerQuestions.answerReceipt': (name: string) => `Receipt: ${name}`,
}

/** `<OwnerQuestions>`'s strings, as a host may override them. */
export type OwnerQuestionsMessages = typeof ownerQuestionsMessages
