/**
 * Reads a question the way an admissions officer would: corrects typos against the words the
 * site uses, finds the programs or services it is about, the kinds of fact it asks for (one per
 * part of a multi-part question), whether it compares, and what the conversation so far fills in
 * ("and the QA one?", "how much is it?"). Structured questions are answered from typed content
 * (facts.ts); the rest go to passage retrieval.
 */
import { team } from "#content/people.ts";
import { programDetails } from "#content/program-details.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import { bestSentences } from "./builtin-engine.ts";
import type { Passage } from "./corpus.ts";
import * as facts from "./facts.ts";
import type { Program, Reply, Subject } from "./facts.ts";
import { intentById, type IntentId, intents, namedThings } from "./intents.ts";
import { correct, editDistance, expandSpelling, lemma, normalise, words } from "./language.ts";
import { cosine, type Lexicon } from "./lexicon.ts";
import {
  beforehand,
  clientTested,
  comparative,
  cookieMeant,
  courseContext,
  credentialAsked,
  findPrograms,
  findServices,
  fullNames,
  highDirection,
  nameWords,
  nonCourseWhich,
  programPatterns,
  projectWork,
  serviceContext,
  clientSoftwareTested,
} from "./named-subjects.ts";
import { askedObject } from "./asked-thing.ts";
import { followUpTurn } from "./follow-up-turn.ts";
import { incidentalWord } from "./incidental-words.ts";
import { includedCost } from "./included-cost.ts";
import { kindsAcross } from "./kinds-across.ts";
import { subjectPointedBack } from "./points-back.ts";
import { answerOutright } from "./outright.ts";
import { hearingBackAsked } from "./after-sending.ts";
import { personTurn } from "./person-talked-about.ts";
import {
  domainWords,
  functionWords,
  isModifier,
  modifiers,
  type Reading,
  saysNothingOn,
  type Understanding,
} from "./reading.ts";
import { changeVerbs, synonymGroups } from "./sentences.ts";
import { allCues, isCue, otherThingTakes, settle } from "./settle.ts";
import {
  answeredWhateverAge,
  answeredWhateverHealth,
  applicationAsk,
  applyingTalk,
  asWritten,
  classKindCues,
  countAsked,
  describesPerson,
  healthTold,
  jobCountAsked,
  reachAsked,
  reachNotOurs,
  statesCount,
  statusNextAsk,
  toldBeforeAsk,
  toldPart,
  unrunCourse,
} from "./visitor-cues.ts";

/** Words of the suits lines every visitor may use ("people who want…"): no background of their own. */
const genericSuitsWords = new Set(["people", "career", "changers", "changer", "first", "structure", "staff", "themselves", "properly", "already", "who", "want", "keep", "working", "while", "study"]);
/**
 * "I've managed a retail store for 20 years… is your QA course realistic for me?": the visitor
 * names a background that a line of the course they asked about names (retail), so that course
 * fits them and is answered, not another one whose line merely scores higher on other words.
 */
function namesOwnBackground(questionWords: string[], p: Program): boolean {
  return programGuides[p.slug].suits.some((line) =>
    words(line.toLowerCase()).some((w) => w.length >= 5 && !genericSuitsWords.has(w) && questionWords.includes(w)),
  );
}

interface Scored {
  id: IntentId;
  score: number;
  /** Positions of the words that counted for it. */
  evidence: Set<number>;
  /** Positions that counted only through word vectors (weaker evidence). */
  near: Set<number>;
  /** Whether a cue word or phrasing matched exactly. */
  exact: boolean;
}

/** Positions of the words of `text` (split on spaces) inside [start, end). */
/** Adverbs that only stress a question ("actually", "really"): phrases read through them. */
const fillerAdverb = /^(actually|really|exactly|basically|honestly|definitely)$/;

function wordsIn(text: string, start: number, end: number): number[] {
  const out: number[] = [];
  let at = 0;
  text.split(" ").forEach((w, i) => {
    if (at < end && at + w.length > start) out.push(i);
    at += w.length + 1;
  });
  return out;
}

/**
 * A part that lists short asks ("cost of full stack, start date, and class times", "how long, how
 * much, online") is one ask per item: each item is read alone, so a third kind of fact is not lost.
 */
/** "Need to know 3 things:", "a few quick questions": what comes next is asked, not this. */
const preface =
  /^(?:(?:i )?(?:need|want|would like|wanna|d like|just want) to (?:know|ask|check)(?: (?:a few|some|\d+|two|three|a couple of|a couple) (?:quick )?(?:things|questions|qs))?|(?:i )?(?:have|got|ve got) (?:a few|some|\d+|two|three|a couple of|a couple) (?:quick )?(?:things|questions|qs)(?: to ask)?|(?:a few|some|\d+|two|three|couple of|a couple of) (?:quick )?(?:things|questions|qs))$/;

function listItems(clause: string): string[] {
  const items = clause.split(/,\s*(?:and\s+|or\s+|also\s+)?|\s*\/\s*/).map((c) => c.trim());
  if (items.length < 2 || items.some((c) => c.split(" ").length > 5)) return [clause];
  return items;
}

/** What follows a move of house ("to Sydney", "to another city", "interstate", "over here"). */
const relocation = /^(to (sydney|australia|the city|another (city|state|country)|a (new|different) (city|state|country)|here|there|nsw)|interstate|overseas|over|away|house|cities|city|states|countries)\b/;

/** The words that follow "how" in a question of amount or time ("how long", "how much"). */
const howWords = ["long", "much", "many", "often", "soon", "far", "old", "big"];

export class Understander {
  /** Every word the site uses (surface form and lemma), for typo correction and unknown words. */
  private readonly vocabulary = new Set<string>();
  /** The words the site's own text uses (not the intents' cues), lemmas too. */
  private readonly siteWords = new Set<string>();
  private readonly vocabularyList: string[];
  /** The site's words and the question words, for typo correction. */
  private readonly spellingList: string[];
  /** Cue words with vectors, for paraphrases that share no word with the cues. */
  private readonly cueVectors: { word: string; intent: IntentId; weight: number; vector: Int8Array }[] = [];
  private readonly topicWords: Map<Program, Set<string>>;

  constructor(
    private readonly passages: Passage[],
    private readonly lexicon?: Lexicon,
  ) {
    const add = (w: string) => {
      this.vocabulary.add(w);
      this.vocabulary.add(lemma(w, this.known, this.related));
    };
    for (const p of passages)
      for (const w of words(`${p.title} ${p.text} ${p.keywords}`)) {
        const l = lemma(w, this.known, this.related);
        // "Node.js" is also "node", "e-mail" also "mail".
        const parts = /[.-]/.test(w) ? w.split(/[.-]/).filter((x) => x.length >= 2) : [];
        for (const x of [w, l, ...parts]) {
          this.vocabulary.add(x);
          this.siteWords.add(x);
        }
      }
    for (const intent of intents) for (const cue of Object.keys(intent.cues)) add(cue);
    // Run-together names ("fullstack"), so that a typo of one ("fulstack") is corrected to it.
    add("fullstack");
    for (const [, re] of programPatterns) for (const w of re.source.match(/[a-z]{3,}/g) ?? []) add(w);
    for (const intent of intents)
      for (const [re] of intent.phrases ?? []) for (const w of re.source.match(/[a-z]{3,}/g) ?? []) add(w);
    this.vocabularyList = [...this.vocabulary].filter((w) => /^[a-z]+$/.test(w));
    // Everyday modifiers ("available", "possible") are typed and mistyped as often as site words.
    this.spellingList = [...new Set([...this.vocabularyList, ...functionWords, ...modifiers])].filter((w) =>
      /^[a-z]{3,}$/.test(w),
    );
    if (lexicon) {
      for (const intent of intents)
        for (const [word, weight] of Object.entries(intent.cues)) {
          const vector = lexicon.vector(word);
          if (vector && weight >= 1.2) this.cueVectors.push({ word, intent: intent.id, weight, vector });
        }
    }
    // Technologies: the names a program page capitalises mid-sentence (Python, SQL, AWS, Playwright…).
    const names = (text: string) =>
      (text.match(/(?<![.!?:]\s|^)\b[A-Za-z]*[A-Z][A-Za-z0-9.+#]*|\bpandas\b/g) ?? []).map((w) =>
        w.toLowerCase().replace(/\.js$/, ""),
      );
    // A topic's own one-word name ("DevOps") is one too, wherever the page writes it.
    this.topicWords = new Map(
      programs.map((p) => [
        p,
        new Set([
          ...names(facts.topicText(p)),
          ...programDetails[p.slug].features.filter((f) => !/\s/.test(f.name)).map((f) => f.name.toLowerCase()),
        ]),
      ]),
    );
  }

  /**
   * A stem is the word's lemma when the vectors put them close ("cheaper"/"cheap") or the stem is
   * the commoner word ("tester"/"test"); "number" is not "numb", nor "apply" "app".
   */
  private readonly related = (word: string, stem: string) => {
    const a = this.lexicon?.vector(word);
    const b = this.lexicon?.vector(stem);
    // "thing" is not "the", "apply" not "ap".
    if (stem.length < 3) return false;
    if (!a || !b) return !functionWords.has(stem);
    const similarity = cosine(a, b);
    // "needed" is "need", "wanted" "want": a function word is a stem only when it means the same.
    if (functionWords.has(stem)) return similarity >= 0.6;
    if (similarity >= 0.3) return true;
    return similarity >= 0.15 && (this.lexicon!.rank(stem) ?? Number.POSITIVE_INFINITY) < (this.lexicon!.rank(word) ?? 0);
  };

  private readonly known = (w: string) =>
    this.vocabulary.has(w) || (this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY) < 40_000;

  /** A word as the site would spell it: unchanged when known, else the closest site word. */
  private spell(word: string): string {
    if (this.vocabulary.has(word) || /\d|\$/.test(word) || functionWords.has(word)) return word;
    // A condition a visitor names ("ADHD") is theirs as written, no slip for "add".
    if (healthTold.test(word)) return word;
    const rank = this.lexicon?.rank(word);
    // A common English word is not a typo, even when the site never uses it ("weather").
    // A rarer one of five letters or more next to a site word is more likely a slip ("mobil").
    // A real word the site never uses that is a question word with two letters swapped ("dose"
    // for "does") is the question word: it is typed fast.
    const swapped = [...functionWords].find(
      (f) => f.length === word.length && f !== word && editDistance(word, f, 1) === 1 && [...f].sort().join("") === [...word].sort().join(""),
    );
    if (swapped && (rank === undefined || rank > 3000)) return swapped;
    if (rank !== undefined && (rank < 10_000 || (rank < 25_000 && word.length < 5))) return word;
    // A rarer form of a common word is that word, not a slip: "messing around" is no "missing".
    const stem = /^(\w{3,}?)(\w)?\2?(?:ing|ed)$/.exec(word);
    if (rank !== undefined && rank < 40_000 && stem && [stem[1]! + (stem[2] ?? ""), `${stem[1]!}${stem[2] ?? ""}e`].some((w) => (this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY) < 10_000))
      return word;
    // Question words are typed fast and misspelt often ("waht do i nead"): on a tie they win.
    // The words of what we teach and build win a tie too: "ful stak" is full stack, not "full stay".
    const commonness = (w: string) => (functionWords.has(w) ? 1 : nameWords.has(w) ? 0.5 : -(this.lexicon?.rank(w) ?? 50_000));
    const fixed = correct(word, this.spellingList, commonness);
    // A real English word ("tutoring") is at most one slip from what the visitor meant: two
    // letters away ("tutorial") is another word.
    if (fixed && rank !== undefined && rank < 40_000 && editDistance(word, fixed, 2) > 1) return word;
    // Three letters with one changed is another word, often an acronym ("TFN" is not "ten"); a
    // letter dropped or two swapped is a slip ("cst", "teh").
    if (fixed && word.length === 3 && fixed.length === 3 && [...fixed].sort().join("") !== [...word].sort().join(""))
      return word.endsWith("s") && this.vocabulary.has(word.slice(0, 2)) ? word.slice(0, 2) : word;
    return fixed ?? word;
  }

  /**
   * A slip the word before gives away, where the word alone reads as another real word or an
   * abbreviation ("lon", "lng", "no"): "how lon is the course" is "how long", "how mutch" "how
   * much"; "do I need to no python" is "need to know". Several slips in one short question leave
   * too little of it to guess from the site's words, so the question's own shape decides.
   */
  private inContext(word: string, before: string | undefined, twoBefore: string | undefined): string {
    if (before === "how" && !howWords.includes(word) && !functionWords.has(word) && word.length >= 3) {
      const rank = this.lexicon?.rank(word) ?? Number.POSITIVE_INFINITY;
      const near = howWords.find((h) => editDistance(word, h, 1) <= 1);
      if (near && rank >= 3000) return near;
    }
    if (word === "no" && before === "to" && /^(need|needs|have|has|got|gotta|supposed|expected|required|meant)$/.test(twoBefore ?? ""))
      return "know";
    return word;
  }

  /** Sydney's vector: a city the site never names and the vectors put near it is "another city". */
  private otherCity(word: string): boolean {
    const home = this.lexicon?.vector("sydney");
    if (!home || word === "sydney" || functionWords.has(word) || word.length < 4) return false;
    const v = this.lexicon?.vector(word);
    return v !== undefined && cosine(v, home) >= 0.7;
  }

  read(question: string): Reading {
    // "Can I do it from Melbourne?": another city than the one the classes are in.
    // "Put me on your newsletter: jane@example.com": an address given is the visitor's own e-mail.
    // "Sorry for my English, …": a courtesy, not a question about the English a course needs.
    const courteous = question.replace(/\b(sorry|apologies|apologise|apologize|excuse|pardon)\b[^,.!?;]{0,15}\benglish\b/gi, " ");
    const readWords = (text: string) => {
      const raw = words(text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " my email ")).map((w) => w.toLowerCase());
      return raw
        .map((w, i) => this.inContext(w, raw[i - 1], raw[i - 2]))
        .flatMap((w) => expandSpelling(this.spell(w)))
        .flatMap((w) => (this.otherCity(w) ? ["another", "city"] : [w]));
    };
    const ws = readWords(courteous);
    // Punctuation is gone from the reading: the told sentences are marked by their words' count.
    const toldSentences = toldBeforeAsk(courteous);
    const toldCount = toldSentences ? readWords(toldSentences).length : 0;
    const told = toldCount > 0 && toldCount < ws.length ? ws.slice(0, toldCount).join(" ") : undefined;
    return { text: ws.join(" "), words: ws, lemmas: ws.map((w) => lemma(w, this.known, this.related)), ...(told ? { told } : {}) };
  }

  /**
   * The question's topic words only, for passage retrieval: question words, fillers and everyday
   * verbs ("stop", "getting", "swap") would otherwise count against a passage that answers it.
   */
  topicText(reading: Reading): string {
    const kept = reading.words.filter((w, i) => {
      const l = reading.lemmas[i]!;
      return !(functionWords.has(w) || functionWords.has(l) || modifiers.has(w) || modifiers.has(l));
    });
    return kept.length > 0 ? kept.join(" ") : reading.text;
  }

  /** The lemma of a word as the site's vocabulary reads it. */
  lemmaOf(word: string): string {
    return lemma(word, this.known, this.related);
  }

  /**
   * The question's words for sentence matching, each with how much it says: topic words fully,
   * everyday verbs and modifiers half, the words every page uses ("course", "class") little.
   */
  sentenceQuery(reading: Reading): { lemma: string; factor: number; cue: boolean; change: boolean }[] {
    const out = new Map<string, number>();
    const changed = new Set<string>();
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || /\d/.test(w) || w.length < 2) return;
      // "Full stack" is one name (the sentences read it so); "full" alone is the adjective ("is the class full?").
      const compound = (w === "stack" || w === "time") && /^(full|part)$/.test(reading.words[i - 1] ?? "");
      if (compound && w === "stack") return;
      if (compound) {
        out.set(`${reading.words[i - 1]}time`, 1);
        return;
      }
      if ((w === "full" || w === "part") && /^(stack|time)$/.test(reading.words[i + 1] ?? "")) {
        if (reading.words[i + 1] === "stack") out.set("fullstack", Math.max(out.get("fullstack") ?? 0, 0.3));
        return;
      }
      if (w === "full") {
        out.set("full", 1);
        return;
      }
      // The commonest English words ("use", "make", "back") say little about which sentence answers.
      const common = (this.lexicon?.rank(l) ?? Number.POSITIVE_INFINITY) < 150;
      const factor =
        domainWords.has(w) || domainWords.has(l) ? 0.3 : isModifier(w) || isModifier(l) || common ? 0.5 : 1;
      // "Will you change the start date?": the change is the question, whatever the intent says.
      // So is a cancellation by the provider ("if you cancel the course"), unlike the visitor's own.
      // "If the course is cancelled" is the provider's cancellation too.
      // "Without moving to Sydney", "relocating interstate": the visitor moving house, not a class changed.
      const relocating = /^(move|relocate)$/.test(l) && relocation.test(reading.words.slice(i + 1, i + 4).join(" "));
      const change =
        (changeVerbs.has(l) && !relocating) ||
        (l === "cancel" &&
          /^(you|they|we|is|gets|get|got|was|be|been)$/.test(
            // "if you guys cancel": the party is the word before "guys".
            (/^(guys|folks|all)$/.test(reading.words[i - 1] ?? "") ? reading.words[i - 2] : reading.words[i - 1]) ?? "",
          ));
      if (change) changed.add(l);
      out.set(l, Math.max(out.get(l) ?? 0, change ? 1 : factor));
    });
    return [...out].map(([lemma, factor]) => ({
      lemma,
      factor,
      cue: allCues.has(lemma) && !changed.has(lemma),
      change: changed.has(lemma),
    }));
  }

  /** Content words the site never mentions and no site word is close to in meaning. */
  unknownWords(reading: Reading): string[] {
    const out: string[] = [];
    // The heads of what an offer question asks ("is there cheap parking nearby"): never incidental.
    const heads = askedObject(reading.text)?.heads ?? [];
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || /\d/.test(w) || w.length < 2) return;
      if (isModifier(w) || isModifier(l)) return;
      // A named thing the site never names ("an iPad") is unknown, however near an intent's topic.
      if ((namedThings.has(w) || namedThings.has(l)) && !this.siteWords.has(w) && !this.siteWords.has(l)) {
        out.push(w);
        return;
      }
      // A visa to study or work is no card brand ("do you sponsor student visas?").
      if (
        l === "visa" &&
        /\b(student|work|working|tourist|sponsor|sponsors|sponsorship|immigration|migration|international|residency|bridging|holiday|apply for a)\b.{0,12}\bvisas?\b|\bvisas?\b.{0,12}\b(sponsor|sponsorship|requirements?|application|status|holders?)\b|\b(get|gets|getting|got|need|needs|obtain|help|helps|qualify|qualifies|eligible|count|counts|towards?|extend|renew)\b( me| us| you| him| her| with| for)?( a| an| my| the| your)? visas?\b|\b(on|for) (a|an|my|the|this) visas?\b/.test(
          reading.text,
        )
      ) {
        out.push(w);
        return;
      }
      if (this.vocabulary.has(w) || this.vocabulary.has(l)) return;
      // "Retraining", "reapply": a site word done again is no other topic.
      if (/^re[a-z]{5,}$/.test(w) && (this.siteWords.has(w.slice(2)) || this.siteWords.has(l.slice(2)))) return;
      // A synonym of a site word ("edit" for "change") is not a topic the site never mentions.
      if (synonymGroups.some((g) => g.includes(l) && g.some((x) => x !== l && this.siteWords.has(x)))) return;
      if (this.closestSiteWord(l) >= 0.75) return;
      // Another form of a site word ("marketers" beside "marketing"): the same stem of six letters
      // and near in meaning ("capital" is not "capitalisation").
      if (l.length >= 7 && (this.siteStems.get(w.slice(0, 6)) ?? []).some((x) => (this.lexicon?.similarity(w, x) ?? 0) >= 0.45))
        return;
      // How the visitor talks ("am I screwed?", "cool,", "an ordinary week") is no thing asked.
      if (
        incidentalWord(
          reading.words,
          i,
          this.lexicon?.rank(w),
          heads,
          (x) => this.siteWords.has(x),
          (x) => this.lexicon?.rank(x) !== undefined,
        )
      )
        return;
      out.push(w);
    });
    return out;
  }

  /** The site words of seven letters or more, by their first six letters. */
  private get siteStems(): Map<string, string[]> {
    if (!this.stems) {
      this.stems = new Map();
      for (const w of this.siteWords)
        if (w.length >= 7 && /^[a-z]+$/.test(w)) this.stems.set(w.slice(0, 6), [...(this.stems.get(w.slice(0, 6)) ?? []), w]);
    }
    return this.stems;
  }
  private stems: Map<string, string[]> | undefined;

  /** The site words' vectors side by side, for one pass over them per unknown word. */
  private siteMatrix: Int8Array | undefined;
  private readonly closeness = new Map<string, number>();

  /** How close in meaning a word is to the nearest site word (0 without vectors). Remembered per word. */
  private closestSiteWord(word: string): number {
    const lexicon = this.lexicon;
    const v = lexicon?.vector(word);
    if (!v || !lexicon) return 0;
    const known = this.closeness.get(word);
    if (known !== undefined) return known;
    if (!this.siteMatrix) {
      const vectors = this.vocabularyList
        .map((w) => lexicon.vector(w))
        .filter((x): x is Int8Array => x !== undefined);
      this.siteMatrix = new Int8Array(vectors.length * v.length);
      vectors.forEach((x, i) => {
        this.siteMatrix!.set(x, i * v.length);
      });
    }
    const m = this.siteMatrix;
    const d = v.length;
    let best = 0;
    for (let row = 0; row < m.length; row += d) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += m[row + i]! * v[i]!;
      if (dot > best) best = dot;
    }
    const similarity = best / (127 * 127);
    // Bounded: visitors' words are many, but the memory of them need not be.
    if (this.closeness.size > 5000) this.closeness.clear();
    this.closeness.set(word, similarity);
    return similarity;
  }

  private scoreIntents(reading: Reading): Scored[] {
    const scores = new Map<IntentId, Scored>();
    const add = (id: IntentId, s: number, at: number[], near = false) => {
      const entry = scores.get(id) ?? {
        id,
        score: 0,
        evidence: new Set<number>(),
        near: new Set<number>(),
        exact: false,
      };
      entry.score += s;
      for (const i of at) (near ? entry.near : entry.evidence).add(i);
      if (!near) entry.exact = true;
      scores.set(id, entry);
    };
    const cueHit = new Set<number>();
    // "When do I actually have to pay?", "who would really be teaching it?": a filler adverb inside
    // a phrase does not change what is asked; the phrase is also tried on the words without them.
    const kept = reading.words.map((w, i) => [w, i] as const).filter(([w]) => !fillerAdverb.test(w));
    const plain = kept.length < reading.words.length ? kept.map(([w]) => w).join(" ") : undefined;
    for (const intent of intents) {
      reading.lemmas.forEach((l, i) => {
        const weight = intent.cues[l] ?? intent.cues[reading.words[i]!] ?? this.synonymCue(intent.cues, l);
        if (weight) {
          add(intent.id, weight, [i]);
          cueHit.add(i);
        }
      });
      for (const [re, weight] of intent.phrases ?? []) {
        const m = re.exec(reading.text);
        if (m) add(intent.id, weight, wordsIn(reading.text, m.index, m.index + m[0].length));
        else if (plain !== undefined) {
          const p = re.exec(plain);
          if (p) add(intent.id, weight, wordsIn(plain, p.index, p.index + p[0].length).map((i) => kept[i]![1]));
        }
      }
    }
    // Words that are no cue: their nearest cue in meaning counts, scaled by the similarity.
    if (this.lexicon) {
      reading.lemmas.forEach((l, i) => {
        const w = reading.words[i]!;
        if (cueHit.has(i) || functionWords.has(l) || functionWords.has(w) || domainWords.has(w)) return;
        if ((this.lexicon!.rank(l) ?? 99_999) < 300) return;
        const v = this.lexicon!.vector(l) ?? this.lexicon!.vector(w);
        if (!v) return;
        const best = new Map<IntentId, number>();
        for (const cue of this.cueVectors) {
          const sim = cosine(cue.vector, v);
          if (sim >= 0.62) best.set(cue.intent, Math.max(best.get(cue.intent) ?? 0, cue.weight * sim * 0.9));
        }
        for (const [id, s] of best) add(id, s, [i], true);
      });
    }
    return [...scores.values()].sort((a, b) => b.score - a.score);
  }

  /**
   * A visitor's word the site never uses stands for its synonym that is a cue ("gear", "kit" for
   * "equipment"; "gig" for "job"): the cue's weight, a little less. Site words keep their own cues.
   */
  private synonymCue(cues: Record<string, number>, lemma: string): number | undefined {
    if (this.siteWords.has(lemma)) return undefined;
    const group = synonymGroups.find((g) => g.includes(lemma));
    const weights = (group ?? []).map((x) => cues[x] ?? 0).filter((x) => x > 0);
    return weights.length > 0 ? Math.max(...weights) * 0.9 : undefined;
  }

  /** The question's parts: "How long is it, and how much does it cost?" is two. */
  private clauses(text: string): string[] {
    return text
      .split(
        /[?;!]+|\.\s|:\s|(?:,?\s\b(?:and|also|plus|but)\b|,)\s(?=(?:how|what|whats|when|where|who|which|can|could|do|does|is|are|will|would|should|any|if|the cost|the fee|the price|the duration)\b)/,
      )
      .map((c) => c.trim())
      .flatMap((c) => listItems(c))
      .filter((c, _, all) => c.length > 0 && !(all.length > 1 && preface.test(c)));
  }

  private pickIntents(reading: Reading, floor = 1.5): IntentId[] {
    // An intent found only through word vectors needs more of them.
    let all = this.scoreIntents(reading);
    // Everyday words near a cue in meaning ("loves", "finding") are weak beside a phrasing that
    // says what is asked ("what course is good for him"): an intent found only that way yields.
    if (all.some((s) => s.exact && s.score >= 2.2)) all = all.filter((s) => s.exact);
    const scored = all.filter((s) => s.score >= (s.exact ? floor : 2.2));
    if (scored.length === 0) return [];
    const chosen = [scored[0]!.id];
    const second = scored[1];
    if (second && second.score >= 2 && second.score >= scored[0]!.score * 0.6) chosen.push(second.id);
    // A weaker cue joined to the first by "and" still counts ("price and length", "quickest and
    // cheapest").
    const next = all.find((x) => x !== scored[0] && !chosen.includes(x.id) && x.exact && x.score >= 1 && this.joined(reading, scored[0]!, x));
    if (next) chosen.push(next.id);
    return settle(chosen, reading.text);
  }

  /** "the price and length", "fees or duration": two kinds of fact named side by side are both asked. */
  private joined(reading: Reading, a: Scored, b: Scored): boolean {
    for (const i of a.evidence)
      for (const j of b.evidence)
        if (Math.abs(i - j) === 2 && /^(and|or)$/.test(reading.words[Math.min(i, j) + 1] ?? "")) return true;
    return false;
  }

  /** Whether the conversation so far is a client's about a service ("we need an app for our gym"). */
  private clientConversation(history: string[]): boolean {
    const last = history.slice(-3);
    return last.length > 0 && last.some((h) => this.subjectOf(this.read(h).text).services.length > 0);
  }

  /** The structured answer, or undefined when retrieval should answer from passages. */
  understand(question: string, history: string[] = []): Understanding | undefined {
    // What was said just before (a story told ahead of its ask) names the visitor's background too.
    const said = this.saidBefore;
    this.saidBefore = history.at(-1) ?? "";
    try {
      return this.understandNow(question, history);
    } finally {
      this.saidBefore = said;
    }
  }

  /** The message said just before the one being read (set while `understand` runs). */
  private saidBefore = "";

  private understandNow(question: string, history: string[]): Understanding | undefined {
    const understood = this.understandAll(question, history);
    const application =
      understood?.basic === true
        ? undefined
        : (this.applicationFollowUp(question, history, understood) ??
          this.statusFollowUp(question, history) ??
          this.requestFollowUp(question, history) ??
          // "does it cost extra?" after careers help: that help's cost (included-cost.ts).
          (history.length > 0
            ? includedCost(this.read(question).text, () => this.understandAll(history.at(-1)!, history.slice(0, -1))?.intents ?? [], this.subjectOf(this.read(question).text))
            : undefined));
    if (application) return application;
    const reach = this.reachingUs(question, understood);
    if (reach) return reach;
    // "How many staff do you have?", "what's the pass rate?", "how big are the classes?": a count
    // or a rate the site never gives. An answer that does not state it (the director's name, the
    // course's overview, a testimonial) answers another question: the honest reply instead.
    const reading = this.read(question);
    // "How many of your graduates are working in tech?": an outcome we publish no figures for,
    // which the careers answer's honesty sentence says.
    if (jobCountAsked(reading.text) && !(understood?.replies ?? []).some((r) => /\bdo not publish\b/.test(r.lead)))
      return {
        replies: [facts.careersOutcome()],
        intents: ["careers"],
        subject: understood?.subject ?? this.subjectOf(reading.text),
        unknown: [],
        confidence: 1,
        page: true,
      };
    // "When does your cyber security bootcamp start?", "how much is the machine learning course?":
    // a course named by a word the site never uses is one we do not run; another course's start
    // date or fee answers a different question, so the honest reply.
    const unrun = unrunCourse.exec(reading.text);
    if (
      unrun &&
      understood &&
      !understood.unanswered &&
      !understood.replies.some((r) => /^We have no /.test(r.lead)) &&
      (unrun[1]!.trim().split(" ").some((w) => this.unknownWords(reading).includes(w)) || this.unrunField(unrun[1]!))
    )
      return { replies: [], intents: understood.intents, subject: understood.subject, unknown: [], confidence: 1, unanswered: true };
    // "What % of students complete it?": the sign is read as the word.
    const count = countAsked(question.includes("%") ? `percent ${reading.text}` : reading.text);
    if (count && !(understood?.unanswered ?? false) && !statesCount(understood?.replies ?? [], count))
      return { replies: [], intents: understood?.intents ?? [], subject: understood?.subject ?? this.subjectOf(reading.text), unknown: [], confidence: 1, unanswered: true };
    return understood;
  }

  /**
   * "What's the best way to get in touch with someone there?", "is there an actual person I can
   * chat to?", "who do I talk to?": a way to reach a person, which the contact details answer
   * (e-mail, phone, the form), whatever else the words matched (a blog line on "the best way", the
   * instructor-led courses for "a real person"). A specific channel asked for (the phone number,
   * the address, a consultation) or when we contact the visitor keeps its own answer.
   */
  private reachingUs(question: string, understood: Understanding | undefined): Understanding | undefined {
    const reading = this.read(question);
    if (!reachAsked.test(reading.text) || reachNotOurs.test(reading.text)) return undefined;
    const own = understood?.intents ?? [];
    // Someone else to go to about what we do with personal information is the regulator (privacy, law).
    if (own.some((id) => ["phone", "email", "address", "openingHours", "consultation", "privacy", "law"].includes(id))) return undefined;
    // The contact form asked for by name (thing-discussed.ts) is already the way to reach us.
    if (understood?.page && own.includes("contact") && understood.replies.length > 0) return undefined;
    // "Who do I ask when I'm stuck on the project at night?" is the class's online space
    // (student-practicalities.ts), not the office's contact details.
    if (understood?.page && own.includes("week") && understood.replies.length > 0) return undefined;
    // "How long before I hear from a real person?" is the wait after sending (after-sending.ts).
    if (understood?.page && understood.replies.length > 0 && hearingBackAsked(reading.text)) return undefined;
    return {
      replies: [facts.contactReply()],
      intents: ["contact"],
      subject: understood?.subject ?? this.subjectOf(reading.text),
      unknown: [],
      confidence: 1,
      page: true,
    };
  }

  /**
   * "[How do I apply?] … can I check on it online somewhere?", "…oops, I put the wrong phone
   * number in it, can I edit it?": after a question about applying, "it" is the application. Read
   * so, the question is answered by what the FAQ says of an application sent (the student portal
   * follows it; it cannot be changed, a new one replaces it), not by the study modes or the phone
   * number. Only when read so it asks to follow or to change the application.
   */
  private applicationFollowUp(question: string, history: string[], understood: Understanding | undefined): Understanding | undefined {
    const recent = history.slice(-2).map((h) => this.read(h).text);
    if (!recent.some((h) => applyingTalk.test(h))) return undefined;
    const text = this.read(question).text;
    if (!/\b(it|that one|the form)\b/.test(text) || /\b(application|applications|portal)\b/.test(text)) return undefined;
    // A course or a service named in the question is what "it" means ("is it online, the QA one?").
    const named = this.subjectOf(text);
    if (named.programs.length > 0 || named.services.length > 0) return undefined;
    const asApplication = text.replace(/\b(it|that one|the form)\b/g, "my application");
    if (!applicationAsk.test(asApplication)) return undefined;
    const subject = { ...(understood?.subject ?? this.subjectOf(asApplication)), text: asApplication };
    return { replies: [facts.apply(subject)], intents: ["apply"], subject, unknown: [], confidence: 1, page: true, fromHistory: true };
  }

  /**
   * "[My application is under review] how long will that take?", "[what does waitlisted mean?] how
   * will I know if a spot frees up": after a status is named, a question about what happens next
   * (how long, how I hear, whether I can try again) is about that application, and its status's
   * next step answers it, not the course lengths or the opening hours.
   */
  private statusFollowUp(question: string, history: string[]): Understanding | undefined {
    const previous = history.at(-1);
    if (!previous) return undefined;
    const earlier = this.read(previous).text;
    const status = facts.applicationStatus(earlier) ?? facts.applicationStatus(`${earlier} application`);
    if (!status || !/^“/.test(status.lead)) return undefined;
    const text = this.read(question).text;
    if (!statusNextAsk.test(text)) return undefined;
    // A course or a service named in the question is its own subject ("how long is the QA course?").
    const named = this.subjectOf(text);
    if (named.programs.length > 0 || named.services.length > 0) return undefined;
    return { replies: [status], intents: ["apply"], subject: named, unknown: [], confidence: 1, page: true, fromHistory: true };
  }

  /**
   * "[How do I get my data deleted?] does that cost anything, and how long does it take?": the
   * request just answered says its own cost and time ("within 30 days, free of charge"), so "that"
   * is the request, not a course's fee and length. Only when the question names no course or service.
   */
  private requestFollowUp(question: string, history: string[]): Understanding | undefined {
    const previous = history.at(-1);
    if (!previous) return undefined;
    const text = this.read(question).text;
    if (!/\b(that|it|this)\b/.test(text) || !/\b(cost|costs|charge|charged|fee|fees|pay|free|price|how long|how soon|how quickly|how fast|take)\b/.test(text)) return undefined;
    const named = this.subjectOf(text);
    if (named.programs.length > 0 || named.services.length > 0) return undefined;
    const before = this.understandAll(previous, history.slice(0, -1));
    const request = before?.replies.find((r) => /\bfree of charge\b/.test(r.lead) && /\bwithin \d+ (days|business days)\b/.test(r.lead));
    if (!request) return undefined;
    return { replies: [request], intents: before!.intents, subject: named, unknown: [], confidence: 1, page: true, fromHistory: true };
  }

  private understandAll(question: string, history: string[]): Understanding | undefined {
    const reading = this.read(question);
    let unknown = this.unknownWords(reading);
    const subject = this.serviceInClientTalk(this.subjectAfter(reading.text, history.at(-1)), reading.text, history);
    // "Going back to the course…" after a service, "what do you code those in?" after one: the
    // earlier subject pointed back to (points-back.ts).
    const pointed = subjectPointedBack(reading.text, history, subject, (h) => this.subjectOf(this.read(h).text));
    if (pointed) {
      subject.programs = pointed.programs;
      subject.services = pointed.services;
    }
    // The person talked about comes first: "what sort of companies has she worked for" is hers.
    const talk = this.personTalk(reading, subject, history);
    if (talk) return talk;
    const outright = answerOutright({
      question,
      history,
      reading,
      subject,
      unknown,
      besideDescription: this.besideDescription,
      askedBeside: (kinds) => this.askedBeside(question, history, kinds),
      clientConversation: () => this.clientConversation(history),
      reply: (id) => this.reply(id, subject, reading, []),
      scoredIntents: () => this.scoreIntents(reading),
    });
    if (outright) return outright;
    const unrun = this.unrunCourse(reading, subject, question);
    if (unrun) return unrun;
    const missing = this.missingField(reading, subject, unknown, question);
    if (missing) return missing;
    const catalogue = this.catalogue(reading, subject, unknown);
    // "which courses can I do online?": a property of the courses is asked, and its intent answers;
    // "what courses do you have and how much are they?" is both.
    const property = catalogue?.intents.includes("topics")
      ? this.pickIntents(reading).filter((id) => !["about", "topics", "overview"].includes(id))
      : [];
    if (catalogue && property.length === 0) return catalogue;
    // Only when one part asks for the catalogue itself: "which programs can I do online and how
    // much are they?" asks properties in both parts, and "I'm in Adelaide. Which of your courses
    // could I do?" is the study mode, the statement saying why.
    const catalogueAsked = (clause: string) => {
      const r = this.read(clause);
      return (
        this.catalogue(r, this.subjectOf(r.text), this.unknownWords(r)) !== undefined &&
        this.pickIntents(r).every((id) => ["about", "topics", "overview"].includes(id))
      );
    };
    const parts = this.clauses(normalise(question));
    const alsoCatalogue =
      catalogue && parts.length > 1 && parts.some(catalogueAsked) && !/[.!]\s+\S/.test(question.trim()) ? catalogue.replies : [];
    const person = this.personNamed(reading, subject);
    if (person) return person;
    // The kinds of fact each part asks, settled across the parts (kinds-across.ts).
    const { found: kindsFound, tech, toolKind } = kindsAcross({
      question,
      reading,
      subject,
      unknown,
      read: (text) => this.read(text),
      clauses: (text) => this.clauses(text),
      pickIntents: (r, floor) => this.pickIntents(r, floor),
      scoreIntents: (r) => this.scoreIntents(r),
      techWords: (r, u) => this.techWords(r, u),
      featureWords: (r) => this.featureWords(r),
    });
    // What the conversation fills in: the kind of fact, the subject (follow-up-turn.ts).
    const { found, inherited, classLength } = followUpTurn({
      history,
      reading,
      subject,
      unknown,
      found: kindsFound,
      previousTurn: (h) => this.previousTurn(h),
      namedSoFar: (text, h) => this.namedSoFar(text, h),
      notYetNamed: (text, h) => this.notYetNamed(text, h),
      subjectOf: (text) => this.subjectOf(text),
      programsNamed: (text) => {
        const said = this.read(text).text;
        const own = this.subjectOf(said).programs;
        return own.length > 0 ? own : this.subjectOf(`${said} course`).programs;
      },
      answerNamed: (h) => this.answerNamed(h),
      weak: (r) => this.weak(r),
    });
    if (found.length === 0 || (found.length === 1 && found[0] === "overview")) {
      // "The QA course or your software testing service?": a course and a service named side by
      // side, each said in a sentence.
      if (subject.programs.length === 1 && subject.services.length === 1 && /\b(difference|differ|versus|vs|compared?|or)\b/.test(reading.text))
        return {
          replies: [facts.overview(subject), facts.serviceRate({ ...subject, programs: [], text: reading.text })],
          intents: ["overview"],
          subject,
          unknown: this.gaps(unknown),
          confidence: 1,
        };
    }
    if (found.length === 0) {
      if (subject.compare && subject.programs.length >= 2)
        return { replies: [compareSummary(subject.programs)], intents: [], subject, unknown, confidence: 1 };
      // "the difference between your mobile dev and web dev services?": each service, with its rate.
      if (subject.compare && subject.services.length >= 2 && subject.programs.length === 0)
        return { replies: [facts.serviceRate(subject)], intents: ["overview"], subject, unknown: this.gaps(unknown), confidence: 1 };
      // Only a program or service named ("data analytics?"): what it is.
      // A program's or service's full name ("QA & Software Testing") counts as one word.
      const unnamed = reading.text.replace(fullNames, "named");
      const onlyNames = unnamed.split(/\s+/).filter((w) => w && !functionWords.has(w)).length <= 4;
      // A service named with business words around it ("check our app for security holes").
      // The client's own software tested ("test our checkout flow n automate it every release")
      // names its own things, which the site never mentions: the service is still what is asked.
      const serviceAsked =
        subject.services.length === 1 &&
        subject.programs.length === 0 &&
        (unknown.length <= 1 || (subject.services[0] === services[2] && clientSoftwareTested(reading.text)));
      if (
        serviceAsked ||
        (onlyNames &&
          (subject.programs.length === 1 || subject.services.length === 1) &&
          unknown.length === 0)
      )
        return {
          replies: [subject.programs.length === 1 ? facts.overview(subject) : facts.serviceOverview(subject)],
          intents: ["overview"],
          subject,
          unknown: this.gaps(unknown),
          confidence: 1,
        };
      return undefined;
    }
    // "How long does it take to build a mobile app?": how long a project takes is nowhere on the
    // site (the durations are the courses'), so the honest reply, not the service's rate.
    // "How long does a project take?" names no service, but a project or a build is one.
    if (
      (subject.services.length > 0 || projectWork.test(reading.text)) &&
      subject.programs.length === 0 &&
      found.length === 1 &&
      (found[0] === "duration" || found[0] === "start") &&
      !courseContext.test(reading.text)
    )
      return { replies: [], intents: found, subject, unknown, confidence: 1, unanswered: true };
    const { onTopic, confidence, explained } = this.onTopic(reading, found, unknown, subject, tech);
    const kinds = classLength ? (["session"] as IntentId[]) : found;
    // "how long does the chat one last?" after "what cookies do you set?": "one" is a cookie.
    const said = found.includes("privacy") && cookieMeant(reading.text, history) ? { ...reading, text: `${reading.text} cookie` } : reading;
    // A cookie named in a privacy question is the policy's cookie table, whatever words surround it.
    const cookieAsked = found.includes("privacy") && /\bcookies?\b/.test(said.text);
    // "Is the director hands-on with students?": a question about what a person named by their
    // role does is answered by their bio, whatever everyday word ("hands-on") the site lacks.
    const roleAsked =
      found.length === 1 && found[0] === "leadership" && facts.roleNamed(reading.text) !== undefined && unknown.every((w) => !namedThings.has(w));
    let replies = onTopic || (inherited && unknown.length === 0) || cookieAsked || roleAsked
      ? [...alsoCatalogue, ...this.replies(kinds, subject, said, asWritten(question, tech))]
      : [];
    // "What version control do you teach?": the kind's own words ("version") are no topic the site
    // lacks when the pages name a tool of that kind (Git).
    if (replies.length === 0 && toolKind && kinds.length === 1 && kinds[0] === "topics" && unknown.every((w) => !namedThings.has(w))) {
      const tools = facts.tools(subject, toolKind);
      if (tools) replies = [tools];
    }
    // "Does it teach Selenium?" of one program: the site names no such tool, so say so and name
    // the tools it does teach, rather than a caveat over the whole syllabus.
    const toolAsked =
      kinds.length === 1 && kinds[0] === "topics" && subject.programs.length === 1 && tech.length === 0 &&
      this.gaps(unknown).length === 1 && !namedThings.has(this.gaps(unknown)[0]!) &&
      /\b(teach|teaches|cover|covers|use|uses|include|includes|learn|using)\b/.test(reading.text);
    if (toolAsked) {
      const tool = facts.toolNotListed(subject, asWritten(question, this.gaps(unknown))[0]!);
      if (tool) {
        replies = [tool];
        unknown = [];
      }
    }
    // The caveat names what the site never mentions ("Haskell"); an everyday word the answer
    // still fits ("before launch", "this release") is no gap worth a caveat.
    // A visitor's own job ("I'm a nurse") is no gap in the site worth a caveat.
    // Nor is the reason a class is missed ("a family wedding").
    const gaps =
      kinds.includes("missedClass") && unknown.every((w) => !namedThings.has(w))
        ? []
        : kinds.some((id) => ["suits", "keepWorking", "timetable", "mode", "prerequisites", "duration"].includes(id)) && describesPerson.test(reading.text)
        ? []
        : // "My niece is 17 and just did her HSC, would careers support help her?": what the visitor
          // tells of someone before asking is no gap in the site, when what they ask holds for anyone.
          kinds.length > 0 && kinds.every((id) => answeredWhateverAge.has(id)) && toldPart(reading) !== ""
          ? this.gaps(unknown).filter((w) => !new RegExp(`\\b${w}\\b`).test(toldPart(reading)))
          : this.gaps(unknown);
    // A program's fact asked of no program ("how long does the log-in last?") is a weak reading:
    // a sentence that holds the question can overrule it.
    const programless =
      found.length === 1 &&
      intentById.get(found[0]!)?.aboutProgram === true &&
      subject.programs.length === 0 &&
      !subject.compare &&
      !courseContext.test(reading.text);
    const own = this.subjectOf(reading.text);
    const fromHistory =
      inherited ||
      classLength ||
      own.programs.length !== subject.programs.length ||
      own.services.length !== subject.services.length;
    return {
      replies,
      intents: found,
      subject,
      unknown: asWritten(question, gaps),
      // "I've got 5 months free, what could I do?": a time budget is a question of which course
      // fits, however little else the message says.
      // A reply that is the terms' own sentence about the change asked is sure of itself.
      confidence:
        replies.length > 0 && replies.every((r) => r.final === true)
          ? 1
          : found.includes("duration") && facts.timeBudget(reading.text)
            ? Math.max(confidence, 0.6)
            : found.includes("suits") && describesPerson.test(reading.text) && (subject.programs.length === 1 ? this.suitsAsked(reading) : this.bestFit(reading) || this.suitsAsked(reading))
            ? Math.max(confidence, 0.6)
            : programless
              ? confidence * 0.5
              : // "How long does it take to unsubscribe?": the time asked of the thing the intent
                // answers; its "how long … take" is no course's length for a passage to answer.
                !found.includes("duration") && otherThingTakes(reading.text)
                ? Math.max(confidence, 0.6)
                : confidence,
      explained,
      fromHistory,
      kindFromHistory: inherited || classLength,
      // A reply that is itself the terms' sentence about a change ("you can move to another class
      // time…", "we may change an instructor…") needs no sentence to overrule it.
      // "I'm a teacher. I'd like to move into tech. Which course?": who each course suits answers a
      // visitor describing themself; "move" there is no change of class.
      page:
        replies.length > 0 &&
        (replies.every((r) => r.final === true) ||
          (found.length === 1 && found[0] === "suits" && subject.programs.length !== 1 && describesPerson.test(reading.text))),
    };
  }

  /**
   * The programs the previous answer names in its answer sentence before any semicolon ("Yes: you
   * can study **Full stack** and **QA** online; Data Analytics is on campus only"), bold or linked.
   */
  private answerNamed(history: string[]): Program[] {
    const lead = this.understand(history.at(-1)!, history.slice(0, -1))?.replies[0]?.lead ?? "";
    const named = (lead.split(";")[0] ?? "").match(/\*\*[^*]+\*\*|\[[^\]]+\]/g) ?? [];
    return programs.filter((p) => named.some((n) => n.includes(p.name)));
  }

  /** Whether askedBeside is reading the question again, past what the visitor says of a person. */
  private besideDescription = false;

  /**
   * What a visitor asks beside what they say of a person (an age, a condition): the question read
   * again past the rule that made the description the question, kept only when it is one of the
   * kinds `kinds` (the site's answer holds whoever asks) and has an answer.
   */
  private askedBeside(question: string, history: string[], kinds: Set<IntentId>): Understanding | undefined {
    this.besideDescription = true;
    try {
      const again = this.understandAll(question, history);
      if (!again || again.unanswered || again.replies.length === 0) return undefined;
      if (!again.intents.some((id) => kinds.has(id))) return undefined;
      return again;
    } finally {
      this.besideDescription = false;
    }
  }

  /**
   * The unknown words a caveat names: what the site never mentions ("Haskell", an iPad), not an
   * everyday word the answer still fits ("before launch", "this release").
   */
  private gaps(unknown: string[]): string[] {
    return unknown.filter((w) => namedThings.has(w) || (this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY) >= 2000);
  }

  /**
   * "What courses do you offer?", "which services do you have?": the catalogue itself, each
   * program with what it covers, each service with its starting rate.
   */
  private catalogue(reading: Reading, subject: Subject, unknown: string[]): Understanding | undefined {
    if (unknown.length > 0 || subject.programs.length > 0 || subject.services.length > 0) return undefined;
    const t = reading.text;
    const asks =
      /\b(what|which|wat|list|any|all|other|kinds? of|types? of)\b.{0,20}\b(courses?|programs?|training|services?)\b.{0,25}\b(offer|have|run|teach|provide|do|available|there|got|get)\b|\b(list|show me|tell me about) (of )?(your |the |all )?(courses|programs|services)\b|\bwhat (do|can) (you|u) (teach|offer)\b|\bhow many (different )?(courses|programs|programmes|services)\b|\bwhat (courses|programs|services) (are|r) (there|available|on offer)\b/;
    if (!asks.test(t)) return undefined;
    // "What do you teach about regression?": a topic only one program has is asked about, not the catalogue.
    if (this.featureWords(reading)) return undefined;
    const courses = /\b(courses?|programs?|training|teach)\b/.test(t);
    const servicesAsked = /\bservices?\b/.test(t) && !/\b(courses?|programs?)\b/.test(t);
    // "the cheapest course you have": a comparison of the courses, which its intent answers.
    const superlative =
      /\b(cheap|cheaper|cheapest|short|shorter|shortest|longer|longest|first|sooner|soonest|earliest|expensive|dearest|pricier|priciest|quicker|quickest|best|better)\b/;
    if (superlative.test(t) && !servicesAsked) return undefined;
    const replies: Reply[] = [];
    if (courses || !servicesAsked)
      replies.push(facts.topics({ ...subject, programs: [...programs], text: t }, []));
    if (servicesAsked || (/\b(offer|do)\b/.test(t) && !courses))
      replies.push(facts.serviceOverview({ ...subject, services: [] }));
    // Courses named: "topics"; services only (their rates answer "the cheapest service"): "serviceRate".
    const kind: IntentId = courses || !servicesAsked ? "topics" : "serviceRate";
    return { replies, intents: [kind], subject, unknown: [], confidence: 1 };
  }

  /**
   * "Do you have a mobile app development course?", "do u have a computer science degree?": a
   * course asked for that we don't run, whose subject is one of our services (we build apps for
   * clients, we don't teach it), or a degree. Their words are the site's, so without this the
   * service's card or a loose word's fact ("computer": the laptop) answered. A service's subject:
   * we have no such course, the three programs follow, and the service is named for a visitor who
   * wants one built. A degree: the site never says it awards none (only that its courses are not
   * accredited), so the honest reply with the contact links.
   */
  private unrunCourse(reading: Reading, subject: Subject, question: string): Understanding | undefined {
    if (subject.programs.length > 0) return undefined;
    const t = reading.text.replace(/[?!.]+$/, "").trim();
    const asks =
      /\b(do|does|can|will|would) (you|u|ya|ye|harbourline|they)\b.{0,12}\b(teach|offer|have|run|provide|got|do)\b|\b(is|are) there\b|\bany\b|\bcan (i|we) (get|do|study|take|earn)\b/;
    if (!asks.test(t)) return undefined;
    // "Is there any degree requirement?", "do I need a bachelor's to apply?": an entry requirement.
    if (/\b(need|needs|needed|require|required|requires|requirement|requirements|prerequisites?|must|have to|necessary|without)\b/.test(t)) return undefined;
    const course = "(?:courses?|class|classes|programs?|programmes?|training|bootcamps?|degrees?|diplomas?|lessons?)";
    const named =
      new RegExp(`\\b(?:an?|any|your) ([a-z][a-z ]*?) ${course}\\b`).exec(t) ??
      new RegExp(`\\b(?:${course}|bachelors?|masters?) (?:in|of|on) ([a-z][a-z ]*?)(?: (?:with|from|at) (?:you|u|harbourline))?$`).exec(t);
    if (!named) return undefined;
    if (/\b(degrees?|bachelors?|masters?|diplomas?|phd|doctorate)\b/.test(t))
      return saysNothingOn(subject, []);
    const field = named[1]!.split(" ").filter((w) => w && !functionWords.has(w));
    if (field.length === 0 || field.length > 4) return undefined;
    // The service the field names, as a business would ask for it ("web design": the course words
    // around it hide the service from the subject); a field a program teaches is that program's.
    const phrase = field.join(" ");
    const taught = programPatterns.some(([, re]) => re.test(`${phrase} course`));
    const inField = findServices(phrase, false);
    const service = taught ? undefined : subject.services.length === 1 ? subject.services[0] : inField.length === 1 ? inField[0] : undefined;
    // Only the building the service does ("app development", "iOS app building"): "an iPhone
    // repair course" names no work of ours, so the honest reply.
    if (!service || !/\b(development|developing|developer|dev|building|build|programming|coding|making|design)\b/.test(phrase)) return undefined;
    // "A website building course": a program builds what the service builds (full stack: "complete
    // web applications"), so that program is the course asked for.
    const builds = programs.find((p) => new RegExp(`\\b${service.name.split(" ")[0]!.toLowerCase()}\\b`).test(p.summary.toLowerCase()));
    if (builds) {
      const asked = { ...subject, programs: [builds], services: [] };
      return { replies: [facts.overview(asked)], intents: ["overview"], subject: asked, unknown: [], confidence: 1 };
    }
    const catalogue = facts.topics({ ...subject, programs: [...programs], text: reading.text }, []);
    const lead = catalogue.lead.replace(/^We teach three programs:/, `We have no ${asWritten(question, field).join(" ")} course. We teach three programs:`);
    const more = [
      `We do take on [${service.name}](${service.href}) projects for clients, as a service rather than a course.`,
      "Not sure which fits you? [Book a free consultation](/expertise/book-a-free-consultation) or [send us a message](/contact-us).",
    ];
    return { replies: [{ ...catalogue, lead, more }], intents: ["topics"], subject, unknown: [], confidence: 1 };
  }

  /**
   * "Do you teach cyber security?", "any courses in machine learning?": a field of study next to
   * what we teach (one of its words is the site's, another is not) that no program is. The honest
   * answer is the catalogue: we have no such course, and these are the three we run. A single word
   * the site never uses ("Rust", "cooking") stays the honest reply with the contact links.
   */
  private missingField(reading: Reading, subject: Subject, unknown: string[], question: string): Understanding | undefined {
    // A field whose words are all the site's but which it never names ("data science", "machine
    // learning") is read below; a course or service it names by a loose word ("data", "bootcamp")
    // does not make it one we run.
    const partly = unknown.length > 0 && subject.programs.length === 0 && subject.services.length === 0;
    if (!partly && unknown.length > 0) return undefined;
    // A technology a program teaches ("Python and Haskell") is answered with where it is taught.
    if (this.techWords(reading, unknown).length > 0) return undefined;
    if (unknown.some((w) => namedThings.has(w))) return undefined;
    const t = reading.text;
    const asks =
      /\b(do|does|can|will|would) (you|u|ya|ye|harbourline|they)\b.{0,12}\b(teach|offer|have|run|provide|got|do)\b|\b(is|are) there\b|\b(any|got)\b.{0,25}\b(courses?|class|classes|programs?|training|bootcamps?)\b/;
    const courseWord = /^(course|courses|class|classes|program|programs|programme|programmes|training|bootcamp|bootcamps|certification|certificate|degree|diploma|lesson|lessons|stream|subject|subjects|module|modules)$/;
    const verb = /^(do|does|can|will|would|you|u|ya|ye|they|harbourline|teach|offer|have|run|provide|got|is|are|there|any|in|on|for|about|learn|study|a|an|the|some|of|guys|ever|also|currently|still)$/;
    const m = asks.exec(t);
    if (!m) return undefined;
    // The field: what is taught ("teach cyber security"), what a course is in ("a course in
    // machine learning") or what names it ("a UX design course"); "a dress code for classes" is
    // no field of study.
    const course = "(?:courses?|class|classes|programs?|programmes?|training|bootcamps?|certifications?|degrees?|diplomas?|lessons?|modules?|subjects?)";
    const phrase =
      new RegExp(`\\bteach(?:es|ing)? (?:an? |any |some )?([a-z][a-z ]*?)(?: ${course})?(?: (?:at all|too|as well|here|there))?$`).exec(t.slice(m.index).replace(/[?!.]+$/, "").trim()) ??
      new RegExp(`\\b${course} (?:in|on|about|for|covering) ([a-z][a-z ]*?)$`).exec(t.replace(/[?!.]+$/, "").trim()) ??
      new RegExp(`\\b(?:an?|any|your) ([a-z][a-z ]*?) ${course}\\b`).exec(t);
    if (!phrase) return undefined;
    const written = phrase[1]!.split(" ").filter(Boolean);
    const field = written.filter((w) => !functionWords.has(w) && !verb.test(w) && !courseWord.test(w));
    // A field of study is a name of its own: "a dress code for classes" is no field.
    if (field.length !== written.length) return undefined;
    if (field.length < 2 || field.length > 3) return undefined;
    // "A free trial class", "a taster session": a kind of class (its price, its length), not a
    // field of study; the site says nothing of one, so the honest reply, not the catalogue.
    if (field.some((w) => isModifier(w) || /^(trial|trials|taster|tasters|sample|demo|intro|introductory|open|paid|cheap|private|one|short)$/.test(w))) return undefined;
    const unknownInField = field.filter((w) => unknown.includes(w));
    if (partly && (unknownInField.length === 0 || unknownInField.length === field.length)) return undefined;
    if (!partly && this.knownField(field)) return undefined;
    // Other kinds of fact asked ("a discount on courses for pensioners") are not a field of study;
    // the field's own words asking none ("a computer science course": "computer" is no laptop).
    const rest = this.read(reading.text.replace(new RegExp(`\\b${written.join(" ")}\\b`), " "));
    if (this.pickIntents(rest).some((id) => !["topics", "overview", "about"].includes(id))) return undefined;
    const catalogue = facts.topics({ ...subject, programs: [...programs], text: t }, []);
    return {
      replies: [
        {
          ...catalogue,
          lead: catalogue.lead.replace(/^We teach three programs:/, `We have no ${asWritten(question, field).join(" ")} course. We teach three programs:`),
          more: ["Not sure which fits you? [Book a free consultation](/expertise/book-a-free-consultation) or [send us a message](/contact-us)."],
        },
      ],
      intents: ["topics"],
      subject,
      unknown: [],
      confidence: 1,
    };
  }

  /**
   * Whether the site names a field of study, as written ("data analytics", "react native") or as one
   * of its courses is asked for ("web development course", "software engineering course").
   */
  private knownField(field: string[]): boolean {
    const phrase = field.join(" ");
    // A kind of class ("a part time course", "a weekend course") is an intent's, not a field.
    if (field.some((w) => classKindCues.has(w))) return true;
    // Another word for what a course teaches ("data visualisation": its dashboards and charts).
    this.courseWords ??= new Set(
      this.passages
        .filter((p) => p.href.startsWith("/training-programs/"))
        .flatMap((p) => words(p.text).map((w) => lemma(w, this.known, this.related))),
    );
    const taught = (w: string) => this.courseWords!.has(w);
    if (field.some((w) => !domainWords.has(w) && synonymGroups.some((g) => g.includes(w) && g.some(taught)))) return true;
    // A match inside the phrase ("next qa testing"), not the course word alone ("bootcamp").
    if (programPatterns.some(([, re]) => (re.exec(`${phrase} course`)?.index ?? Number.POSITIVE_INFINITY) < phrase.length)) return true;
    if (findServices(phrase, false).length > 0) return true;
    this.siteText ??= ` ${this.passages.map((p) => `${p.title} ${p.text}`.toLowerCase().replace(/[^a-z0-9]+/g, " ")).join(" ")} `;
    return this.siteText.includes(` ${phrase} `);
  }
  private siteText: string | undefined;
  /** The lemmas of the program pages' words. */
  private courseWords: Set<string> | undefined;

  /** "Your data science bootcamp": a field of two or three words, all the site's, that it never names. */
  private unrunField(written: string): boolean {
    const field = written.trim().split(" ").filter((w) => w && !functionWords.has(w) && !isModifier(w));
    return field.length >= 2 && field.length <= 3 && field.length === written.trim().split(" ").length && !this.knownField(field);
  }

  /**
   * Whether the question is about what the intents answer: most of its words are explained (cues,
   * phrasings, program and service names, technologies) and no word the site never mentions is
   * left over. "Is there free parking near the office?" is not about the address.
   */
  private onTopic(reading: Reading, found: IntentId[], unknown: string[], subject: Subject, tech: string[]) {
    // Business nouns are expected around a service ("an app for my cafe").
    if (subject.services.length > 0 && subject.programs.length === 0) return { onTopic: true, confidence: 1 };
    const evidence = new Set<number>();
    const near = new Set<number>();
    for (const s of this.scoreIntents(reading))
      if (found.includes(s.id)) {
        for (const i of s.evidence) evidence.add(i);
        for (const i of s.near) near.add(i);
      }
    let content = 0;
    let explained = 0;
    let strict = 0;
    const leftover: string[] = [];
    // What a visitor says of themself before they ask ("I have a chronic illness. What happens
    // if I miss a class?"), and the question after it.
    const told = toldPart(reading);
    const toldBefore = (w: string) => told !== "" && new RegExp(`\\b${w}\\b`).test(told);
    const asking = reading.text.slice(told.length);
    const aboutPerson = told !== "" && (describesPerson.test(told) || healthTold.test(told));
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || /\d/.test(w)) return;
      // A named thing the site never names explains nothing, though an intent's cue ("an iPad").
      if ((namedThings.has(l) || l === "visa") && unknown.includes(w)) {
        content++;
        leftover.push(w);
        return;
      }
      // The words of the visitor's own situation are no measure of how sure the reading of the
      // question is ("I find it hard to focus, how long are the classes?").
      if (aboutPerson && !evidence.has(i) && toldBefore(w) && !new RegExp(`\\b${w}\\b`).test(asking)) {
        if (unknown.includes(w)) leftover.push(w);
        return;
      }
      content++;
      if (
        evidence.has(i) ||
        domainWords.has(w) ||
        domainWords.has(l) ||
        tech.includes(w) ||
        allCues.has(l)
      ) {
        explained++;
        if (evidence.has(i) || tech.includes(w) || domainWords.has(w)) strict++;
      } else if (unknown.includes(w)) leftover.push(w);
      else if (near.has(i)) explained += 0.5;
      else if (isModifier(w) || isModifier(l)) explained += 0.5;
      else if (this.vocabulary.has(w) || this.vocabulary.has(l)) explained += 0.3;
    });
    const confidence = content === 0 ? 1 : strict / content;
    const explainedLemmas = [...evidence].map((i) => reading.lemmas[i]!);
    // One unfamiliar word in a question that names the program or service it is about is a
    // paraphrase ("a support desk", "an engagement"), not another topic; two are another topic.
    const named = subject.programs.length > 0 || subject.services.length > 0;
    // So is one everyday word beside three words or more the intent explains as written ("what
    // time does the office shut on a weeknight?", "I work 9 to 5, will that clash?"): a rare or
    // named thing ("parking", "a scholarship") still makes the question another topic.
    const everyday =
      leftover.length === 1 &&
      strict >= 3 &&
      (this.lexicon?.rank(reading.lemmas[reading.words.indexOf(leftover[0]!)] ?? leftover[0]!) ?? Number.POSITIVE_INFINITY) < 3000;
    // A visitor describing themself ("I'm a nurse, which course suits me?") names their own world,
    // not a topic of the site: who each course suits still answers.
    // So does one whose words sit in the part that describes them ("I work nights in a hospital,
    // which course could I fit in?"), when the question is one who they are bears on.
    const describing = describesPerson.exec(reading.text);
    const ownPart = describing ? reading.text.slice(describing.index).split(/ (?=(?:which|what|how|can|could|do|does|is|are|will|would|when|where)\b)/)[0]! : "";
    // "My son wants to be a pilot": a career the site never mentions is the question, not a description.
    const goal = /\b(want|wants|wanted|hoping|hopes|hope|plan|plans|planning|dream|dreams|dreaming) to (be|become|work as|train as|study to be)( an?)? (\w+)/.exec(reading.text);
    // "My teenage daughter is obsessed with Minecraft, what would suit her?": however many words of
    // their own world the description uses, who each course suits answers.
    // ("is" and "are" describe there: the description runs to the question word that asks.)
    const description = describing
      ? reading.text.slice(describing.index).split(/ (?=(?:which|what|how|can|could|do|does|will|would|should|when|where)\b)/)[0]!
      : "";
    const ownWorld = (w: string) => new RegExp(`\\b${w}\\b`).test(description);
    const aboutThemself =
      !(goal && leftover.includes(goal[4]!)) &&
      (leftover.length <= 2 || (found.length === 1 && found[0] === "suits" && leftover.every(ownWorld))) &&
      describing !== null &&
      (found.includes("suits") ||
        (found.some((id) => ["keepWorking", "timetable", "mode", "prerequisites", "duration"].includes(id)) &&
          leftover.every((w) => new RegExp(`\\b${w}\\b`).test(ownPart))));
    // What a visitor says of themself before they ask ("I have a chronic illness. What happens
    // if I miss a class?"): the words up to the first question word, of a message that opens on them.
    // A visa or a named thing the site never mentions is the question, whoever is speaking.
    const hard = leftover.some((w) => namedThings.has(w) || /^visas?$/.test(w));
    const ownSituation =
      !hard && found.length > 0 && leftover.length > 0 && found.every((id) => answeredWhateverHealth.has(id)) && leftover.every(toldBefore);
    const tolerated =
      (aboutThemself && !hard) ||
      // "Your emails about events": the newsletter is the ask, whatever it is about.
      (found.length === 1 && found[0] === "newsletter" && leftover.length === 1 && !hard) ||
      // "A family wedding means I'll miss a class": what keeps the visitor away is their own
      // business; the missed class is the ask.
      (found.includes("missedClass") && leftover.length <= 2 && !hard) ||
      // "I have a chronic illness and sometimes have flare ups. What happens if I miss a class?":
      // a visitor's own situation, told before the question, is theirs however many words it takes,
      // when what is asked holds whoever asks.
      ownSituation ||
      ((named || everyday) && leftover.length === 1 && found.length > 0 && !namedThings.has(leftover[0]!));
    if (
      leftover.length > 0 &&
      !tolerated &&
      !(found.length === 1 && found[0] === "topics" && tech.length > 0)
    )
      return { onTopic: false, confidence, explained: explainedLemmas };
    return {
      onTopic: content === 0 || explained / content >= 0.5 || aboutThemself || ownSituation,
      confidence,
      explained: explainedLemmas,
    };
  }

  private replies(found: IntentId[], subject: Subject, reading: Reading, tech: string[]): Reply[] {
    const serviceOnly = subject.services.length > 0 && subject.programs.length === 0;
    if (serviceOnly) {
      const kinds = found.filter((id) =>
        ["fee", "serviceRate", "serviceTech", "consultation", "contact", "topics", "history"].includes(id),
      );
      return (kinds.length ? kinds : ["overview" as IntentId]).map((id) =>
        this.reply(id, subject, reading, tech),
      );
    }
    // "How much is software testing?": the course and the service share the name; answer both.
    if (subject.services.length > 0 && subject.programs.length > 0 && found.includes("fee")) {
      const course = facts.fee({ ...subject, services: [], compare: false, text: reading.text });
      const service = facts.serviceRate({ ...subject, programs: [], compare: false, text: reading.text });
      // "Is the testing service dearer than the QA course?": both figures side by side in one lead.
      if (subject.compare)
        return [{ lead: `${service.lead} ${course.lead}`, sources: [...service.sources, ...course.sources.filter((x) => !service.sources.some((y) => y.href === x.href))] }];
      return [course, service];
    }
    // "Which tools will I use in the QA course?": about a program, the tools are its topics.
    const forProgram =
      subject.programs.length > 0 ? found.map((id) => (id === "serviceTech" ? "topics" : id)) : found;
    // "Which courses can I do online and how much are they?": the "which" is the first part's; the
    // fee is asked of each, not which is cheapest.
    const parts = subject.compare && forProgram.length >= 2 ? this.clauses(reading.text) : [];
    const compared = (id: IntentId) =>
      parts.length < 2 || parts.some((c) => comparative.test(c) && this.pickIntents(this.read(c)).includes(id));
    return [...new Set(forProgram)].map((id) =>
      this.reply(id, { ...subject, services: [], compare: subject.compare && compared(id) }, reading, tech),
    );
  }

  /**
   * "Does he teach any of the courses?" after "whos the tech head", "and the data one?" after a
   * question about a person, "is she married?": the person talked about (person-talked-about.ts).
   */
  private personTalk(reading: Reading, subject: Subject, history: string[]): Understanding | undefined {
    const turn = personTurn(reading.text, subject, history, {
      intentsOf: (t) => this.pickIntents(this.read(t)),
      normalise,
      programsOf: (t) => this.subjectOf(this.read(t).text).programs,
    });
    if (!turn) return undefined;
    const base = { intents: ["instructor" as IntentId], subject, unknown: [], confidence: 1 };
    return turn.reply ? { ...base, replies: [turn.reply] } : { ...base, replies: [], unanswered: true };
  }

  /**
   * "How long has Tomás been working?", "what's Daniel's background?": a person of the team named
   * by first or full name, answered from their own introduction and bio. Not when an intent about
   * people already reads the question ("who teaches…", "what did Liam say" is a testimonial).
   */
  private personNamed(reading: Reading, subject: Subject): Understanding | undefined {
    const people = [
      ...team.map((m) => ({ name: m.name, role: m.role, bio: m.bio, intro: "" })),
      ...Object.values(programDetails).map((d) => ({
        name: d.instructor.name,
        role: d.instructor.role,
        bio: "",
        intro: d.instructor.intro,
      })),
    ];
    const fold = (x: string) => x.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    const text = fold(reading.text);
    const named = people.filter((p) => new RegExp(`\\b${fold(p.name.split(" ")[0]!)}\\b`).test(text));
    if (named.length === 0) return undefined;
    const bodyOf = (name: string) => {
      const all = people.filter((p) => p.name === name);
      return [...all.map((p) => p.intro), ...all.map((p) => p.bio)].filter(Boolean).join(" ");
    };
    // "Which instructor has been in the industry longer, Arjun or Mei Lin?": the years each one's
    // own words give, the longer first.
    const names = [...new Set(named.map((p) => p.name))];
    const longer = names.length >= 2 ? facts.longerServing(names.map((n) => ({ name: n, text: bodyOf(n) })), reading.text) : undefined;
    if (longer) return { replies: [longer], intents: ["instructor"], subject, unknown: [], confidence: 1 };
    const found = this.pickIntents(reading);
    const name = named[0]!.name;
    const body = bodyOf(name);
    // "Does Arjun have a computer science degree?": a qualification their words never mention is
    // not said; their bio is no answer to it.
    if (body && credentialAsked.test(text) && !credentialAsked.test(fold(body)))
      return { replies: [], intents: ["instructor"], subject, unknown: [], confidence: 1, unanswered: true };
    if (found.some((id) => ["instructor", "leadership", "testimonials", "topics", "jobsHere"].includes(id))) return undefined;
    if (!body) return undefined;
    const question = fold(reading.text).replace(new RegExp(fold(name).split(" ").join("|"), "g"), " ");
    return {
      // Who they are first ("**Tomás Rivera** (Technology Head)"), then what answers the question.
      replies: [
        {
          lead: `${facts.bold(name)} (${named[0]!.role}): ${bestSentences(body, question)}`,
          sources: [facts.page("/our-people")],
        },
      ],
      intents: ["instructor"],
      subject,
      unknown: [],
      confidence: 1,
    };
  }

  private weak(reading: Reading): boolean {
    const top = this.scoreIntents(reading)[0];
    return !top || top.score < 2.2;
  }

  /**
   * "the other one", "the other two", "the others", "the rest": of the kind talked about (courses,
   * else services), the ones the last three questions have not named. Undefined when the
   * question points at no "other", or the conversation named none of that kind.
   */
  private notYetNamed(text: string, history: string[]): Pick<Subject, "programs" | "services"> | undefined {
    // "the third one", "the second one" after a list: the list's order is the site's (courses, and
    // services as the services overview lists them); "the remaining one" is the one not named.
    const ordinal = /\b(first|second|third|1st|2nd|3rd) (one|course|program|service)\b/.exec(text)?.[1];
    if (
      !ordinal &&
      !/\b(the |those |these )?(others?|rest)\b|\bother (one|ones|two|course|courses|program|programs|service|services)\b|\b(remaining|leftover|left over|last) (one|course|program|service)\b|\bthe (one|course|service) (left|remaining)\b/.test(text)
    )
      return undefined;
    const named = history.slice(-3).map((earlier) => this.subjectOf(this.read(earlier).text));
    const programsNamed = new Set(named.flatMap((s) => s.programs));
    const servicesNamed = new Set(named.flatMap((s) => s.services));
    if (ordinal) {
      const index = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2 }[ordinal]!;
      // The list asked for last ("what services do you offer?") says which kind is counted, before
      // a name both kinds share ("software testing").
      const listed = history
        .slice(-3)
        .map((earlier) => this.read(earlier).text)
        .reverse()
        .map((t) => (/\bservices\b/.test(t) ? "service" : /\b(courses|programs)\b/.test(t) ? "course" : undefined))
        .find(Boolean);
      const kind = /\b(course|program)\b/.test(text) ? "course" : /\bservice\b/.test(text) ? "service" : (listed ?? (programsNamed.size > 0 ? "course" : servicesNamed.size > 0 ? "service" : undefined));
      if (kind === "course") return { programs: programs.slice(index, index + 1), services: [] };
      if (kind === "service") return { programs: [], services: services.slice(index, index + 1) };
      return undefined;
    }
    // Everything named already, or nothing: "the others" points at nothing we can tell.
    if (programsNamed.size > 0 && programsNamed.size < programs.length)
      return { programs: programs.filter((p) => !programsNamed.has(p)), services: [] };
    if (servicesNamed.size > 0 && servicesNamed.size < services.length)
      return { programs: [], services: services.filter((s) => !servicesNamed.has(s)) };
    return undefined;
  }

  /**
   * "which is cheaper?", "which of those starts first?": a comparative, or a pointer at what was
   * named ("of them", "of those", "the two", "between them"), compares the programs (else the
   * services) the last three questions named, when they named two or more of that kind. A bare
   * superlative ("which is the cheapest course?") asks about all of them: undefined.
   */
  private namedSoFar(text: string, history: string[]): Pick<Subject, "programs" | "services"> | undefined {
    const pointsBack =
      /\b(of (them|those|these|the two|both)|between (them|those|these|the two)|the two|either|both)\b/.test(text) ||
      /\b(shorter|longer|quicker|faster|cheaper|dearer|pricier|sooner|earlier|later|more expensive|less expensive|costs? (more|less))\b/.test(text);
    if (!pointsBack || /\b(all|every|any|each)\b/.test(text)) return undefined;
    // "and the data one?" names a course only beside the word: read a bare name as a course.
    const named = history.slice(-3).map((earlier) => {
      const said = this.read(earlier).text;
      const s = this.subjectOf(said);
      return s.programs.length > 0 || s.services.length > 0 ? s : this.subjectOf(`${said} course`);
    });
    const programsNamed = new Set(named.flatMap((s) => s.programs));
    const servicesNamed = new Set(named.flatMap((s) => s.services));
    if (programsNamed.size >= 2) return { programs: programs.filter((p) => programsNamed.has(p)), services: [] };
    if (programsNamed.size === 0 && servicesNamed.size >= 2)
      return { programs: [], services: services.filter((x) => servicesNamed.has(x)) };
    return undefined;
  }

  private previousTurn(history: string[]) {
    // The latest earlier question that says what it asks about; at most three back.
    let intentsFound: IntentId[] = [];
    let subject: Subject | undefined;
    const recent = history.slice(-4);
    for (let i = recent.length - 1; i >= Math.max(0, recent.length - 3); i--) {
      const earlier = recent[i]!;
      const r = this.read(earlier);
      const s = this.subjectAfter(r.text, recent[i - 1]);
      if (intentsFound.length === 0) {
        intentsFound = this.clauses(normalise(earlier)).flatMap((c) => this.pickIntents(this.read(c)));
        if (intentsFound.length === 0 && this.techWords(r, []).length > 0) intentsFound = ["topics"];
      }
      if (!subject && (s.programs.length > 0 || s.services.length > 0)) subject = s;
      if (intentsFound.length > 0 && subject) break;
    }
    return { intents: [...new Set(intentsFound)], subject: subject ?? this.subjectOf("") };
  }

  /**
   * "whats the startng price for the testing one" after "my startup needs someone to test our app":
   * in a client's conversation (a service named in the last turns), "testing" with no course word
   * around it is the testing service, not the QA course its words also name.
   */
  private serviceInClientTalk(subject: Subject, text: string, history: string[]): Subject {
    const testing = services[2];
    if (
      subject.services.length > 0 ||
      subject.programs.length !== 1 ||
      subject.programs[0] !== programs[1] ||
      !/\b(test|tests|testing)\b/.test(text) ||
      /\b(qa|quality assurance|testers?|course|courses|class|classes|program|programs|learn|learning|study|studying|teach|taught|enrol\w*|intake|tuition|career|become)\b/.test(text) ||
      !this.clientConversation(history)
    )
      return subject;
    return { ...subject, programs: [], services: [testing] };
  }

  /**
   * "Which one is about testing?" after "what courses do you offer?": one of the courses the
   * conversation is about, not the testing service.
   */
  private subjectAfter(text: string, before: string | undefined): Subject {
    const subject = this.subjectOf(text);
    if (before === undefined || subject.programs.length > 0 || subject.services.length > 0 || !/\b(one|ones|which)\b/.test(text))
      return subject;
    const asked = normalise(before);
    if (!courseContext.test(asked) || serviceContext.test(asked)) return subject;
    const asCourse = this.subjectOf(`${text} course`);
    return asCourse.programs.length > 0 ? asCourse : subject;
  }

  subjectOf(text: string): Subject {
    const isCourse = courseContext.test(text);
    let servicesFound = findServices(text, isCourse);
    // "Which service is the cheapest?": the services as a group, as "courses" are the programs.
    if (
      servicesFound.length === 0 &&
      /\bservices?\b/.test(text) &&
      !isCourse &&
      (comparative.test(text) || /\b(how much|cost|costs|price|prices|pricing|rates?|charge|charges)\b/.test(text))
    )
      servicesFound = [...services];
    let programsFound = findPrograms(text, servicesFound.length > 0 && serviceContext.test(text));
    // "Could your testers look at our app?": the testing service's testers, not the QA course.
    if (servicesFound.length === 1 && servicesFound[0] === services[2] && !isCourse && (/\b(your|you guys'?|ur) (testers|test team|qa team|testing team|qa people)\b/.test(text) || (/\b(our|my)\b/.test(text) && (serviceContext.test(text) || clientTested.test(text)))))
      programsFound = programsFound.filter((p) => p !== programs[1]);
    // "Which payment methods do you accept?": "which" before a thing that is not a course asks
    // for a list of those things, not a comparison of the courses.
    // "Do I have to know Python first?": "first" there is beforehand, no course starting first.
    const compareText = text.replace(nonCourseWhich, " ").replace(beforehand, " ");
    // "the price difference between that one and full stack", "how does its price compare with
    // full stack?": one program named against another pointed at.
    const compare =
      comparative.test(compareText) && (programsFound.length !== 1 || /\b(than|or|vs|versus|compared?|between)\b|\bsame\b.{0,25}\bas\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b/.test(text));
    return {
      programs: programsFound,
      services: servicesFound,
      compare,
      direction: highDirection.test(text) ? "high" : "low",
      text,
    };
  }

  /** Each program's topic words (its features' names and descriptions), lemmatised. */
  private featureLemmas: Map<Program, Set<string>> | undefined;

  /** The question's words that only one program's topics use ("automation"), with that program. */
  private featureWords(reading: Reading): { program: Program; words: string[] } | undefined {
    this.featureLemmas ??= new Map(
      programs.map((p) => [
        p,
        new Set(
          programDetails[p.slug].features.flatMap((f) => words(`${f.name} ${f.description}`)).map((w) => this.lemmaOf(w.toLowerCase())),
        ),
      ]),
    );
    const found = new Map<Program, string[]>();
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || domainWords.has(w) || domainWords.has(l) || isCue(l) || w.length < 4) return;
      if ((this.lexicon?.rank(l) ?? Number.POSITIVE_INFINITY) < 500) return;
      const owners = programs.filter((p) => this.featureLemmas!.get(p)!.has(l));
      if (owners.length === 1) found.set(owners[0]!, [...(found.get(owners[0]!) ?? []), w]);
    });
    const [only] = [...found];
    if (found.size !== 1 || !only) return undefined;
    return { program: only[0], words: only[1] };
  }

  /** Technologies named in the question that a program teaches ("Python", "AWS", "Playwright"). */
  private techWords(reading: Reading, unknown: string[]): string[] {
    const names = new Set([
      "full",
      "stack",
      "qa",
      "data",
      "analytics",
      "software",
      "testing",
      "development",
      "course",
      "program",
      "real",
      "project",
      "projects",
      "learn",
      "teach",
      "web",
      "build",
      "work",
    ]);
    const out: string[] = [];
    for (const w of reading.words) {
      if (functionWords.has(w) || names.has(w) || unknown.includes(w) || w.length < 2) continue;
      const inPrograms = programs.filter((p) => this.topicWords.get(p)!.has(w));
      if (inPrograms.length > 0 && inPrograms.length < programs.length && !isCue(w)) out.push(w);
    }
    return out;
  }

  private reply(id: IntentId, subject: Subject, reading: Reading, tech: string[]): Reply {
    const s = { ...subject, text: reading.text };
    if (subject.services.length > 0 && subject.programs.length === 0) {
      if (id === "fee") return facts.serviceRate(s);
      // "Does that cover android?": the service's description names the platform, not its list
      // of technologies.
      const platform = /\b(android|ios|iphone|ipad)\b/.exec(reading.text)?.[1]?.replace(/^(iphone|ipad)$/, "ios");
      if (id === "topics" && platform && subject.services.some((x) => x.description.toLowerCase().includes(platform)))
        return facts.serviceOverview(s);
      if (id === "serviceTech" || id === "topics") return facts.serviceTech(s);
      if (id === "overview" || id === "serviceRate") return facts.serviceRate(s);
      // "Is the mobile app price ex GST?": the service's rate, with its GST note.
      if (id === "gst" && !/\b(currency|usd|aud|dollars?|us|american)\b/.test(reading.text)) return facts.serviceRate(s);
    }
    switch (id) {
      case "courseType":
        return facts.courseType(s);
      case "duration":
        return facts.duration(s);
      case "mode":
        return facts.mode(s);
      case "start":
        return facts.start(s);
      case "fee":
        return facts.fee(s);
      case "instalments":
        return facts.instalments(s);
      case "paymentTiming":
        return facts.paymentTiming(s);
      case "paymentMethods":
        return facts.paymentMethods(s);
      case "gst":
        return facts.gst(s);
      case "refund":
        return facts.refund(s);
      case "apply":
        return facts.apply(s);
      case "timetable":
        return facts.timetable(s);
      case "session":
        return facts.session(s);
      case "keepWorking":
        return facts.keepWorking(s);
      case "missedClass":
        return facts.missedClass(s);
      case "selfStudy":
        return facts.selfStudy(s);
      case "week":
        return facts.week(s);
      case "openingHours":
        return facts.openingHours(s);
      case "address":
        return facts.address();
      case "phone":
        return facts.phone();
      case "email":
        return facts.email(s);
      case "contact":
        return facts.contactReply();
      case "prerequisites":
        return facts.prerequisites(s);
      case "suits": {
        // "My son loves breaking things, is this for him?" asked of full stack: another course's
        // line fits the person far better than any of this one's, so that course is said first.
        if (subject.programs.length === 1 && describesPerson.test(reading.text)) {
          const here = this.bestFit(reading, subject.programs[0]);
          const elsewhere = this.bestFit(reading);
          if (
            elsewhere &&
            !elsewhere.summary &&
            elsewhere.program !== subject.programs[0] &&
            (elsewhere.score ?? 0) >= 0.9 &&
            (elsewhere.score ?? 0) > 1.5 * (here?.score ?? 0) &&
            !namesOwnBackground([...reading.words, ...words(this.saidBefore.toLowerCase())], subject.programs[0]!)
          )
            return facts.suitsElsewhere(subject.programs[0]!, elsewhere);
        }
        // One program named by a visitor who describes themself ("I've done free tutorials, is full
        // stack for people like me?"): the line of it that fits them first.
        return facts.suits(
          s,
          subject.programs.length === 1
            ? describesPerson.test(reading.text) || /\blike me\b/.test(reading.text)
              ? this.bestFit(reading, subject.programs[0])
              : undefined
            : this.bestFit(reading),
        );
      }
      case "equipment":
        return facts.equipmentReply(s);
      case "careers":
        return facts.careers(s);
      case "roles":
        return facts.roles(s);
      case "certificate":
        return facts.certificate(s);
      case "instructor":
        return facts.instructor(s);
      case "leadership":
        return facts.leadership(s);
      case "topics": {
        // "Which cloud platform do you teach?": the tools of that kind the pages name.
        const kind = tech.length === 0 && subject.services.length === 0 ? facts.toolKindAsked(reading.text) : undefined;
        return (kind && facts.tools(s, kind)) || facts.topics(s, tech);
      }
      case "overview":
        return facts.overview(s);
      case "serviceRate":
        // "the starting price for full stack?": a course named alone has a fee, not a service rate.
        if (subject.programs.length > 0 && subject.services.length === 0) return facts.fee(s);
        return facts.serviceRate(s);
      case "serviceTech":
        return facts.serviceTech(s);
      case "consultation":
        return facts.consultationReply(s);
      case "privacy":
        return facts.privacyReply(s);
      case "about":
        return facts.about();
      case "jobsHere":
        return facts.jobsHere(s);
      case "outline":
        return facts.outline(s);
      case "newsletter":
        return facts.newsletter(s);
      case "social":
        return facts.social();
      case "conduct":
        return facts.conduct();
      case "law":
        return facts.law(s);
      case "taxNumber":
        return facts.taxNumber(s);
      case "history":
        return facts.history(s);
      case "testimonials":
        return facts.testimonialsReply(s);
    }
  }

  /** "I work in retail": the program whose "who it suits" lines share the most with the visitor's words. */
  /**
   * "Is this for my nephew? He's 19 and likes games": a phrasing that asks whether a course suits
   * the person described, found as written (not only through word vectors).
   */
  private suitsAsked(reading: Reading): boolean {
    return this.scoreIntents(reading).some((s) => s.id === "suits" && s.exact && s.score >= 2.5);
  }

  private bestFit(reading: Reading, only?: Program): { program: Program; reason: string; score?: number; summary?: boolean } | undefined {
    let best: { program: Program; reason: string; score: number; summary?: boolean } | undefined;
    const touched = new Set<Program>();
    const mine = reading.lemmas.filter((l) => !functionWords.has(l) && !isCue(l));
    // A word the line writes as the visitor does is as telling as that form: "marketing" is rarer
    // than its lemma "market" ("worked" beside "working" is still the common "work").
    const writtenAs = new Map<string, string[]>();
    reading.lemmas.forEach((l, i) => {
      writtenAs.set(l, [...(writtenAs.get(l) ?? []), reading.words[i]!]);
    });
    const together = [...new Set(reading.lemmas)].filter(
      (l) => l.length >= 3 && l !== "someone" && (this.lexicon?.rank(l) ?? Number.POSITIVE_INFINITY) >= 300,
    );
    for (const p of programs.filter((x) => !only || x === only)) {
      // Who it suits, and what it does ("find the bugs before users do"): a visitor's interests
      // ("my son loves breaking things", "I want to build apps") meet either.
      // For the program already named, only who it suits: what it does is what the visitor asked about.
      for (const line of only ? programGuides[p.slug].suits : [...programGuides[p.slug].suits, p.summary]) {
        const written = words(line).map((w) => w.toLowerCase());
        const theirs = written.map((w) => lemma(w, this.known, this.related));
        let score = 0;
        for (const m of mine) {
          // The commonest words ("work", "want", "like") say little about who a visitor is; "retail" does.
          // The rarer the word, the more it says: "retail" more than "complete".
          const same = (writtenAs.get(m) ?? []).filter((w) => w !== m && written.includes(w));
          const rank = Math.max(
            this.lexicon?.rank(m) ?? Number.POSITIVE_INFINITY,
            ...same.map((w) => this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY),
          );
          const weight = rank < 1000 ? 0.3 : rank < 2000 ? 0.6 : 1;
          if (theirs.includes(m)) {
            score += weight;
            if (weight >= 0.6) touched.add(p);
          }
          // A compound of the line's word ("websites" for "web applications") says the same.
          else if (theirs.some((t) => t.length >= 3 && m.length - t.length >= 3 && m.startsWith(t))) score += weight;
          // A common word only near another ("think" ~ "want", "year" ~ "week") says little of the visitor.
          else if (this.lexicon) {
            const v = this.lexicon.vector(m);
            const sims = theirs.map((t) => {
              const u = this.lexicon!.vector(t);
              return u && v ? cosine(u, v) : 0;
            });
            const top = Math.max(0, ...sims);
            if (top >= 0.65) score += top * 0.7 * (rank < 1000 ? 0.15 : 1);
          }
        }
        // Two of the visitor's own words in one line ("loves breaking things" beside "how things
        // break") say more together than either common word alone, even an everyday one ("thing").
        if (together.filter((l) => theirs.includes(l)).length >= 2) score += 0.4;
        if (!best || score > best.score) best = { program: p, reason: line, score, summary: line === p.summary };
      }
    }
    // The program already named needs less to pick its line than a program picked from all three.
    if (best && best.score >= (only ? 0.5 : 0.9)) return best;
    // "I'm a science teacher, which course would use my background?": a less rare word ("science")
    // that only one program's lines share says which, when no other program shares any.
    if (!only && best && best.score >= 0.6 && touched.size === 1) return best;
    // "I've messed around with HTML, which course is next for me?": a technology only one program
    // teaches says which, with what that program does.
    if (!only) {
      const owners = [...new Set(this.techWords(reading, []).flatMap((w) => programs.filter((p) => this.topicWords.get(p)!.has(w))))];
      if (owners.length === 1) return { program: owners[0]!, reason: owners[0]!.summary, summary: true };
    }
    return undefined;
  }
}

/** "What's the difference between X and Y?": the facts side by side. */
function compareSummary(ps: Program[]): Reply {
  const line = (p: Program) => {
    const g = programGuides[p.slug];
    return `**${p.name}** takes ${p.duration.toLowerCase()}, ${g.modes.short.toLowerCase()}, and costs ${facts.fee({ programs: [p], services: [], compare: false, text: "" }).lead.match(/\$[\d,]+ AUD/)?.[0]}`;
  };
  return {
    lead: `${ps.map(line).join("; ")}.`,
    more: ps
      .map(
        (p) =>
          `${p.name} covers ${facts.list(
            facts
              .topics({ programs: [p], services: [], compare: false, text: "" })
              .lead.replace(/^.*covers /, "")
              .replace(/\.$/, "")
              .split(/, | and /),
          )}.`,
      )
      .slice(0, 2),
    sources: ps.map(facts.programSource),
  };
}
