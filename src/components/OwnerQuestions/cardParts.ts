// What a card shows only after an act or in a rarer case, one chunk loaded on its own (laterParts.ts).
export { AnsweredElsewhere } from './AnsweredElsewhere'
export { ReceiptField } from './ReceiptField'
