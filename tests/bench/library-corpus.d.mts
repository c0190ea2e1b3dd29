export interface GeneratedPassage {
  book: string;
  chapter: number;
  chapterName: string;
  verse: number;
  text: string;
}
export declare const BENCH_QUERIES: {
  one: string[];
  two: string[];
  three: string[];
  five: string[];
  twoWords: string[];
};
export declare function generatePassages(count: number, seed?: number): GeneratedPassage[];
