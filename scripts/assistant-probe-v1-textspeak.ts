/**
 * Probe batch (issue 16, fixer v1-textspeak): questions typed on a phone in text-speak and
 * abbreviations: program short names ("fs", "da", "qa"), "$$" or "$" for the price, "wks",
 * "hrs", "yday", "sum1", "bk", "4"/"2" for for/to, "b" for be, "u"/"ur", "n" for and, "tho",
 * "hw" for how, "sat"/"sun", "cv", "w/e". A few out-of-scope neighbours, where "da" is "the",
 * keep the honest reply. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const probes: Probe[] = [
  { question: "hw many wks is qa tho", anyOf: [["16 weeks", "16-week"]], absent: ["24 weeks"] },
  { question: "$ 4 da?", anyOf: [["4,000", "4000"]], absent: ["6,000"] },
  { question: "wats the $$ on da n can i pay monthly", anyOf: [["4,000", "4000"], ["instalments"]] },
  { question: "fs hw long n hw much $$", anyOf: [["24 weeks", "24-week"], ["6,000", "6000"]] },
  { question: "da vs qa which 1 is cheaper", anyOf: [["4,000", "4000"]] },
  { question: "hw many hrs homework 4 da per wk", anyOf: [["5 to 7 hours"]], absent: ["6 to 8 hours"] },
  { question: "can i do da online or do i hav 2 b on campus", anyOf: [["on campus", "no online"]] },
  { question: "no exp w coding at all, is qa ok 4 me", anyOf: [["no coding experience", "career changers"]] },
  { question: "da - do u need 2 b gr8 at maths", anyOf: [["high-school maths", "teaches the statistics"]] },
  { question: "do i need a windows laptop 4 da or is mac ok", anyOf: [["windows only", "on windows"]] },
  { question: "wat jobs can u get after da", anyOf: [["data analyst", "reporting analyst"]] },
  { question: "who teaches qa n is she any good", facts: ["Mei Lin Chen"] },
  { question: "do u help w cv n linkedin after the course", anyOf: [["cv and linkedin review", "careers support"]] },
  { question: "sent my application 2day when will sum1 get bk 2 me", anyOf: [["two business days", "within a week"]] },
  { question: "r u guys open sun", anyOf: [["closed"]] },
  { question: "wat time r u open on sat", anyOf: [["10am-3pm", "10am"]] },
  { question: "any classes on w/e or only wkdays", anyOf: [["saturday"], ["11am"]] },
  { question: "hw long is each class 4 fs", anyOf: [["3 hours", "three-hour", "3-hour"]] },
  { question: "is there a refund if i quit da halfway", anyOf: [["no refund", "not refunded"]] },
  { before: ["$$ for da"], question: "n qa?", anyOf: [["4,000", "4000"]] },
  { before: ["hw long is da"], question: "n fs?", anyOf: [["24 weeks", "24-week"]] },
  { question: "wats ur ph num n email", facts: ["hello@harbourline.example"] },
  { question: "hw much $$ 4 a web app", anyOf: [["10,000", "10000"]] },
  { question: "do u need 2 know python b4 da", anyOf: [["no programming experience", "taught from the start"]] },
  // Out of scope, with "da" as "the" and other text-speak: still the honest reply.
  { question: "wats da best pizza in syd", none: true },
  { question: "who won da footy on sat", none: true },
  { question: "can u lend me sum $$ til fri lol", none: true },
];
