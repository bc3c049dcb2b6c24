// Generated from src/core/config.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"wflint config","description":"A wflint.config.* file or the \"wflint\" key of package.json (README §Configuration).","$comment":"Compiled by scripts/gen-types.mjs into src/generated/validators/wflint-config.cjs; src/core/config.ts words its errors.","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"rules":{"type":"object","additionalProperties":{"anyOf":[{"enum":["off","warn","error"]},{"type":"array","minItems":1,"maxItems":2,"items":[{"enum":["off","warn","error"]},{"type":"object"}]}]}},"kinds":{"type":"object","additionalProperties":{"anyOf":[{"type":"string"},{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"patterns":{"type":"array","items":{"type":"string"}},"version":{"type":"string"}}}]}},"claimCeilings":{"type":"object","additionalProperties":false,"properties":{"lattice":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true},"aliases":{"type":"object","additionalProperties":{"type":"string"}},"phrases":{"type":"object","additionalProperties":{"type":"string"}},"evidenceClasses":{"type":"array","items":{"type":"string"}}}},"headingAliases":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"type":"array","items":{"type":"string"}}}},"ignores":{"type":"array","items":{"type":"string"}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "$schema") || (key0 === "rules")) || (key0 === "kinds")) || (key0 === "claimCeilings")) || (key0 === "headingAliases")) || (key0 === "ignores"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err1 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.rules !== undefined){
let data1 = data.rules;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(!(((data2 === "off") || (data2 === "warn")) || (data2 === "error"))){
const err2 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.rules.additionalProperties.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(Array.isArray(data2)){
if(data2.length > 2){
const err3 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.length < 1){
const err4 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data2.length;
if(len0 > 0){
let data3 = data2[0];
if(!(((data3 === "off") || (data3 === "warn")) || (data3 === "error"))){
const err5 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/0",schemaPath:"#/properties/rules/additionalProperties/anyOf/1/items/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.rules.additionalProperties.anyOf[1].items[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(len0 > 1){
let data4 = data2[1];
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err6 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/1",schemaPath:"#/properties/rules/additionalProperties/anyOf/1/items/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err8 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.kinds !== undefined){
let data5 = data.kinds;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
let data6 = data5[key2];
const _errs20 = errors;
let valid5 = false;
const _errs21 = errors;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs23 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key3 in data6){
if(!(((key3 === "enabled") || (key3 === "patterns")) || (key3 === "version"))){
const err11 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data6.enabled !== undefined){
if(typeof data6.enabled !== "boolean"){
const err12 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data6.patterns !== undefined){
let data8 = data6.patterns;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i0=0; i0<len1; i0++){
if(typeof data8[i0] !== "string"){
const err13 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/patterns/" + i0,schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/patterns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/patterns",schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/patterns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.version !== undefined){
if(typeof data6.version !== "string"){
const err15 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/version",schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err17 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.claimCeilings !== undefined){
let data11 = data.claimCeilings;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key4 in data11){
if(!((((key4 === "lattice") || (key4 === "aliases")) || (key4 === "phrases")) || (key4 === "evidenceClasses"))){
const err19 = {instancePath:instancePath+"/claimCeilings",schemaPath:"#/properties/claimCeilings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data11.lattice !== undefined){
let data12 = data11.lattice;
if(Array.isArray(data12)){
if(data12.length < 1){
const err20 = {instancePath:instancePath+"/claimCeilings/lattice",schemaPath:"#/properties/claimCeilings/properties/lattice/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len2 = data12.length;
for(let i1=0; i1<len2; i1++){
if(typeof data12[i1] !== "string"){
const err21 = {instancePath:instancePath+"/claimCeilings/lattice/" + i1,schemaPath:"#/properties/claimCeilings/properties/lattice/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let i2 = data12.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data12[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err22 = {instancePath:instancePath+"/claimCeilings/lattice",schemaPath:"#/properties/claimCeilings/properties/lattice/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err23 = {instancePath:instancePath+"/claimCeilings/lattice",schemaPath:"#/properties/claimCeilings/properties/lattice/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.aliases !== undefined){
let data14 = data11.aliases;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key5 in data14){
if(typeof data14[key5] !== "string"){
const err24 = {instancePath:instancePath+"/claimCeilings/aliases/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/claimCeilings/properties/aliases/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/claimCeilings/aliases",schemaPath:"#/properties/claimCeilings/properties/aliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.phrases !== undefined){
let data16 = data11.phrases;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key6 in data16){
if(typeof data16[key6] !== "string"){
const err26 = {instancePath:instancePath+"/claimCeilings/phrases/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/claimCeilings/properties/phrases/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/claimCeilings/phrases",schemaPath:"#/properties/claimCeilings/properties/phrases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.evidenceClasses !== undefined){
let data18 = data11.evidenceClasses;
if(Array.isArray(data18)){
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
if(typeof data18[i3] !== "string"){
const err28 = {instancePath:instancePath+"/claimCeilings/evidenceClasses/" + i3,schemaPath:"#/properties/claimCeilings/properties/evidenceClasses/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/claimCeilings/evidenceClasses",schemaPath:"#/properties/claimCeilings/properties/evidenceClasses/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err30 = {instancePath:instancePath+"/claimCeilings",schemaPath:"#/properties/claimCeilings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.headingAliases !== undefined){
let data20 = data.headingAliases;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key7 in data20){
let data21 = data20[key7];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key8 in data21){
let data22 = data21[key8];
if(Array.isArray(data22)){
const len4 = data22.length;
for(let i4=0; i4<len4; i4++){
if(typeof data22[i4] !== "string"){
const err31 = {instancePath:instancePath+"/headingAliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,schemaPath:"#/properties/headingAliases/additionalProperties/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/headingAliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headingAliases/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/headingAliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headingAliases/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/headingAliases",schemaPath:"#/properties/headingAliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.ignores !== undefined){
let data24 = data.ignores;
if(Array.isArray(data24)){
const len5 = data24.length;
for(let i5=0; i5<len5; i5++){
if(typeof data24[i5] !== "string"){
const err35 = {instancePath:instancePath+"/ignores/" + i5,schemaPath:"#/properties/ignores/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/ignores",schemaPath:"#/properties/ignores/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

