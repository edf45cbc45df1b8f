import type { PortraitStyle } from "./program-details.ts";

/** The team on /our-people (spec §3 Team member). LinkedIn links are demo profiles. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  linkedinUrl: string;
  portrait: PortraitStyle;
}

export const team: TeamMember[] = [
  {
    name: "Sarah Whitfield",
    role: "Director",
    bio: "Sarah founded the company after fifteen years running delivery teams at Sydney software houses. She still sits in on every graduation project review.",
    linkedinUrl: "https://www.linkedin.com/in/sarah-whitfield-demo",
    portrait: { background: "#dbe6fe", skin: "#f1c7a5", hair: "#8a5a2b", shirt: "#172554", hairStyle: "bun" },
  },
  {
    name: "Tomás Rivera",
    role: "Technology Head",
    bio: "Tomás leads our client engineering team and the curriculum behind the full stack course. He has shipped React, Node.js and AWS systems for startups and government.",
    linkedinUrl: "https://www.linkedin.com/in/tomas-rivera-demo",
    portrait: {
      background: "#fef3c7",
      skin: "#c98f65",
      hair: "#2a1c14",
      shirt: "#334155",
      hairStyle: "short",
    },
  },
  {
    name: "Mei Lin Chen",
    role: "QA and Software Testing Instructor",
    bio: "Mei Lin Chen has led test teams for banking and health software. She teaches manual and automated testing and coaches students through their first QA interviews.",
    linkedinUrl: "https://www.linkedin.com/in/mei-lin-chen-demo",
    portrait: {
      background: "#fce7f3",
      skin: "#e8b796",
      hair: "#2b211d",
      shirt: "#0f766e",
      hairStyle: "long",
    },
  },
];
