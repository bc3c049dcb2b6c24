// Generated from schemas/checkpoint.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/checkpoint.schema.json","title":"Checkpoint","description":"The structured parts of a checkpoint (`docs/checkpoints/**/*.md`, seed 003): a single-topic living document that a discussion can be resumed from. The topic (H1) and the items of its seven sections, as read from the markdown; empty sections are omitted.","x-wflint-kind":"checkpoint","x-wflint-version":"1","type":"object","required":["topic"],"additionalProperties":false,"properties":{"topic":{"type":"string","description":"`# <讨论主题>`: the single topic of the checkpoint (the one H1).","minLength":1},"goals":{"type":"array","description":"Items of `当前目标`: a summary of the current goals only (the complete decision bodies stay in `已确认决策`).","items":{"type":"object","description":"One current goal.","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1}}}},"decisions":{"type":"array","description":"Items of `已确认决策`: the sole home of the complete body of each currently effective decision the user explicitly accepted.","items":{"type":"object","description":"One confirmed decision proposition.","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1}}}},"candidates":{"type":"array","description":"Items of `候选与 AI 推断`, each marked with its type.","items":{"type":"object","description":"One candidate (an unconfirmed user plan) or AI inference (agent-derived content).","additionalProperties":false,"required":["text","type"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1},"type":{"type":"string","description":"The item's type label: `[候选]` / `候选：` / `Candidate:` or `[AI 推断]` / `AI 推断：` / `AI Inference:`.","enum":["候选","AI 推断"]}}}},"rejected":{"type":"array","description":"Items of `已否决方案`: options the user rejected, with the reasons already given.","items":{"type":"object","description":"One rejected option.","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1}}}},"openQuestions":{"type":"array","description":"Items of `待讨论问题`: undecided forks and unadjudicated conflicting statements (nothing already decided).","items":{"type":"object","description":"One open question.","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1},"resolved":{"type":"boolean","description":"Marked resolved (`[x]`, strikethrough, `已决定`, `已解决`, `resolved`): it no longer belongs here.","const":false}}}},"nonGoals":{"type":"array","description":"Items of `非目标`: what this topic explicitly does not cover.","items":{"type":"object","description":"One non-goal.","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1}}}},"carriers":{"type":"array","description":"Items of `相关载体`: formal carriers (spec, plan, issue, files) that hold or reference the decisions.","items":{"type":"object","description":"One carrier reference.","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","description":"The item's text without list marker, checkbox or type label.","minLength":1},"paths":{"type":"array","description":"Repository paths the item names (links, code spans, bare paths), as written.","items":{"type":"string","description":"One relative path or link target."}}}}}}};
const func2 = require("./ucs2length.cjs").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/checkpoint.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "topic") || (key0 === "goals")) || (key0 === "decisions")) || (key0 === "candidates")) || (key0 === "rejected")) || (key0 === "openQuestions")) || (key0 === "nonGoals")) || (key0 === "carriers"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.goals !== undefined){
let data1 = data.goals;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.text === undefined){
const err4 = {instancePath:instancePath+"/goals/" + i0,schemaPath:"#/properties/goals/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data2){
if(!(key1 === "text")){
const err5 = {instancePath:instancePath+"/goals/" + i0,schemaPath:"#/properties/goals/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.text !== undefined){
let data3 = data2.text;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err6 = {instancePath:instancePath+"/goals/" + i0+"/text",schemaPath:"#/properties/goals/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/goals/" + i0+"/text",schemaPath:"#/properties/goals/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/goals/" + i0,schemaPath:"#/properties/goals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/goals",schemaPath:"#/properties/goals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.decisions !== undefined){
let data4 = data.decisions;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.text === undefined){
const err10 = {instancePath:instancePath+"/decisions/" + i1,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key2 in data5){
if(!(key2 === "text")){
const err11 = {instancePath:instancePath+"/decisions/" + i1,schemaPath:"#/properties/decisions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.text !== undefined){
let data6 = data5.text;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err12 = {instancePath:instancePath+"/decisions/" + i1+"/text",schemaPath:"#/properties/decisions/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/decisions/" + i1+"/text",schemaPath:"#/properties/decisions/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/decisions/" + i1,schemaPath:"#/properties/decisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/decisions",schemaPath:"#/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.candidates !== undefined){
let data7 = data.candidates;
if(Array.isArray(data7)){
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.text === undefined){
const err16 = {instancePath:instancePath+"/candidates/" + i2,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8.type === undefined){
const err17 = {instancePath:instancePath+"/candidates/" + i2,schemaPath:"#/properties/candidates/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key3 in data8){
if(!((key3 === "text") || (key3 === "type"))){
const err18 = {instancePath:instancePath+"/candidates/" + i2,schemaPath:"#/properties/candidates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.text !== undefined){
let data9 = data8.text;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err19 = {instancePath:instancePath+"/candidates/" + i2+"/text",schemaPath:"#/properties/candidates/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/candidates/" + i2+"/text",schemaPath:"#/properties/candidates/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.type !== undefined){
let data10 = data8.type;
if(typeof data10 !== "string"){
const err21 = {instancePath:instancePath+"/candidates/" + i2+"/type",schemaPath:"#/properties/candidates/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data10 === "候选") || (data10 === "AI 推断"))){
const err22 = {instancePath:instancePath+"/candidates/" + i2+"/type",schemaPath:"#/properties/candidates/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.candidates.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/candidates/" + i2,schemaPath:"#/properties/candidates/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.rejected !== undefined){
let data11 = data.rejected;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.text === undefined){
const err25 = {instancePath:instancePath+"/rejected/" + i3,schemaPath:"#/properties/rejected/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key4 in data12){
if(!(key4 === "text")){
const err26 = {instancePath:instancePath+"/rejected/" + i3,schemaPath:"#/properties/rejected/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data12.text !== undefined){
let data13 = data12.text;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err27 = {instancePath:instancePath+"/rejected/" + i3+"/text",schemaPath:"#/properties/rejected/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/rejected/" + i3+"/text",schemaPath:"#/properties/rejected/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/rejected/" + i3,schemaPath:"#/properties/rejected/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/rejected",schemaPath:"#/properties/rejected/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.openQuestions !== undefined){
let data14 = data.openQuestions;
if(Array.isArray(data14)){
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
let data15 = data14[i4];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.text === undefined){
const err31 = {instancePath:instancePath+"/openQuestions/" + i4,schemaPath:"#/properties/openQuestions/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key5 in data15){
if(!((key5 === "text") || (key5 === "resolved"))){
const err32 = {instancePath:instancePath+"/openQuestions/" + i4,schemaPath:"#/properties/openQuestions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data15.text !== undefined){
let data16 = data15.text;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err33 = {instancePath:instancePath+"/openQuestions/" + i4+"/text",schemaPath:"#/properties/openQuestions/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/openQuestions/" + i4+"/text",schemaPath:"#/properties/openQuestions/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data15.resolved !== undefined){
let data17 = data15.resolved;
if(typeof data17 !== "boolean"){
const err35 = {instancePath:instancePath+"/openQuestions/" + i4+"/resolved",schemaPath:"#/properties/openQuestions/items/properties/resolved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(false !== data17){
const err36 = {instancePath:instancePath+"/openQuestions/" + i4+"/resolved",schemaPath:"#/properties/openQuestions/items/properties/resolved/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/openQuestions/" + i4,schemaPath:"#/properties/openQuestions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/openQuestions",schemaPath:"#/properties/openQuestions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.nonGoals !== undefined){
let data18 = data.nonGoals;
if(Array.isArray(data18)){
const len5 = data18.length;
for(let i5=0; i5<len5; i5++){
let data19 = data18[i5];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.text === undefined){
const err39 = {instancePath:instancePath+"/nonGoals/" + i5,schemaPath:"#/properties/nonGoals/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key6 in data19){
if(!(key6 === "text")){
const err40 = {instancePath:instancePath+"/nonGoals/" + i5,schemaPath:"#/properties/nonGoals/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data19.text !== undefined){
let data20 = data19.text;
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err41 = {instancePath:instancePath+"/nonGoals/" + i5+"/text",schemaPath:"#/properties/nonGoals/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/nonGoals/" + i5+"/text",schemaPath:"#/properties/nonGoals/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/nonGoals/" + i5,schemaPath:"#/properties/nonGoals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/nonGoals",schemaPath:"#/properties/nonGoals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.carriers !== undefined){
let data21 = data.carriers;
if(Array.isArray(data21)){
const len6 = data21.length;
for(let i6=0; i6<len6; i6++){
let data22 = data21[i6];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.text === undefined){
const err45 = {instancePath:instancePath+"/carriers/" + i6,schemaPath:"#/properties/carriers/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key7 in data22){
if(!((key7 === "text") || (key7 === "paths"))){
const err46 = {instancePath:instancePath+"/carriers/" + i6,schemaPath:"#/properties/carriers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data22.text !== undefined){
let data23 = data22.text;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err47 = {instancePath:instancePath+"/carriers/" + i6+"/text",schemaPath:"#/properties/carriers/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/carriers/" + i6+"/text",schemaPath:"#/properties/carriers/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data22.paths !== undefined){
let data24 = data22.paths;
if(Array.isArray(data24)){
const len7 = data24.length;
for(let i7=0; i7<len7; i7++){
if(typeof data24[i7] !== "string"){
const err49 = {instancePath:instancePath+"/carriers/" + i6+"/paths/" + i7,schemaPath:"#/properties/carriers/items/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/carriers/" + i6+"/paths",schemaPath:"#/properties/carriers/items/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/carriers/" + i6,schemaPath:"#/properties/carriers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/carriers",schemaPath:"#/properties/carriers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

