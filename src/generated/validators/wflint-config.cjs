// Generated from src/core/lint/config.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"wflint config","description":"A wflint.config.* file or the \"wflint\" key of package.json (README §Configuration).","$comment":"Compiled by scripts/gen-types.mjs into src/generated/validators/wflint-config.cjs; src/core/lint/config.ts words its errors.","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"extends":{"description":"Configs this one builds on, in order: `wflint:recommended`, `wflint:strict`, a path (`./base.json`) or a package; this config's own keys come last","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]},"rules":{"description":"Rule severities and options by rule id (`\"*\"`: every rule)","type":"object","additionalProperties":{"anyOf":[{"$ref":"#/definitions/severity"},{"type":"array","minItems":1,"maxItems":2,"items":[{"$ref":"#/definitions/severity"},{"type":"object"}]}]}},"kinds":{"type":"object","additionalProperties":{"anyOf":[{"type":"string"},{"type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean"},"patterns":{"type":"array","items":{"type":"string"}},"version":{"type":"string"}}}]}},"claimCeilings":{"type":"object","additionalProperties":false,"properties":{"lattice":{"type":"array","items":{"type":"string"},"minItems":1,"uniqueItems":true},"aliases":{"type":"object","additionalProperties":{"type":"string"}},"phrases":{"type":"object","additionalProperties":{"type":"string"}},"evidenceClasses":{"type":"array","items":{"type":"string"}}}},"headingAliases":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"type":"array","items":{"type":"string"}}}},"ignores":{"type":"array","items":{"type":"string"}},"plugins":{"description":"Project rules by plugin name (JavaScript configs only): `{ \"<plugin>\": { \"rules\": { \"<name>\": defineRule(…) } } }`, configured as `<plugin>/<name>`","type":"object","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"rules":{"description":"The plugin's rules by name","type":"object"}}}}},"definitions":{"severity":{"description":"`off`, `warn`, `error`, or ESLint's 0, 1, 2","enum":["off","warn","error",0,1,2]}}};
const schema12 = {"description":"`off`, `warn`, `error`, or ESLint's 0, 1, 2","enum":["off","warn","error",0,1,2]};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "$schema") || (key0 === "extends")) || (key0 === "rules")) || (key0 === "kinds")) || (key0 === "claimCeilings")) || (key0 === "headingAliases")) || (key0 === "ignores")) || (key0 === "plugins"))){
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
if(data.extends !== undefined){
let data1 = data.extends;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs9 = errors;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err3 = {instancePath:instancePath+"/extends/" + i0,schemaPath:"#/properties/extends/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.rules !== undefined){
let data3 = data.rules;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
let data4 = data3[key1];
const _errs17 = errors;
let valid5 = false;
const _errs18 = errors;
if(!((((((data4 === "off") || (data4 === "warn")) || (data4 === "error")) || (data4 === 0)) || (data4 === 1)) || (data4 === 2))){
const err6 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/severity/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs20 = errors;
if(Array.isArray(data4)){
if(data4.length > 2){
const err7 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.length < 1){
const err8 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len1 = data4.length;
if(len1 > 0){
let data5 = data4[0];
if(!((((((data5 === "off") || (data5 === "warn")) || (data5 === "error")) || (data5 === 0)) || (data5 === 1)) || (data5 === 2))){
const err9 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/0",schemaPath:"#/definitions/severity/enum",keyword:"enum",params:{allowedValues: schema12.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(len1 > 1){
let data6 = data4[1];
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err10 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/1",schemaPath:"#/properties/rules/additionalProperties/anyOf/1/items/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err12 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.kinds !== undefined){
let data7 = data.kinds;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key2 in data7){
let data8 = data7[key2];
const _errs30 = errors;
let valid10 = false;
const _errs31 = errors;
if(typeof data8 !== "string"){
const err14 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs33 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
if(!(((key3 === "enabled") || (key3 === "patterns")) || (key3 === "version"))){
const err15 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data8.enabled !== undefined){
if(typeof data8.enabled !== "boolean"){
const err16 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8.patterns !== undefined){
let data10 = data8.patterns;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i1=0; i1<len2; i1++){
if(typeof data10[i1] !== "string"){
const err17 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/patterns/" + i1,schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/patterns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/patterns",schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/patterns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.version !== undefined){
if(typeof data8.version !== "string"){
const err19 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/version",schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid10 = valid10 || _valid2;
}
if(!valid10){
const err21 = {instancePath:instancePath+"/kinds/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/kinds/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.claimCeilings !== undefined){
let data13 = data.claimCeilings;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key4 in data13){
if(!((((key4 === "lattice") || (key4 === "aliases")) || (key4 === "phrases")) || (key4 === "evidenceClasses"))){
const err23 = {instancePath:instancePath+"/claimCeilings",schemaPath:"#/properties/claimCeilings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data13.lattice !== undefined){
let data14 = data13.lattice;
if(Array.isArray(data14)){
if(data14.length < 1){
const err24 = {instancePath:instancePath+"/claimCeilings/lattice",schemaPath:"#/properties/claimCeilings/properties/lattice/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len3 = data14.length;
for(let i2=0; i2<len3; i2++){
if(typeof data14[i2] !== "string"){
const err25 = {instancePath:instancePath+"/claimCeilings/lattice/" + i2,schemaPath:"#/properties/claimCeilings/properties/lattice/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
let i3 = data14.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data14[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err26 = {instancePath:instancePath+"/claimCeilings/lattice",schemaPath:"#/properties/claimCeilings/properties/lattice/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err27 = {instancePath:instancePath+"/claimCeilings/lattice",schemaPath:"#/properties/claimCeilings/properties/lattice/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data13.aliases !== undefined){
let data16 = data13.aliases;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key5 in data16){
if(typeof data16[key5] !== "string"){
const err28 = {instancePath:instancePath+"/claimCeilings/aliases/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/claimCeilings/properties/aliases/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/claimCeilings/aliases",schemaPath:"#/properties/claimCeilings/properties/aliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data13.phrases !== undefined){
let data18 = data13.phrases;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key6 in data18){
if(typeof data18[key6] !== "string"){
const err30 = {instancePath:instancePath+"/claimCeilings/phrases/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/claimCeilings/properties/phrases/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/claimCeilings/phrases",schemaPath:"#/properties/claimCeilings/properties/phrases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.evidenceClasses !== undefined){
let data20 = data13.evidenceClasses;
if(Array.isArray(data20)){
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
if(typeof data20[i4] !== "string"){
const err32 = {instancePath:instancePath+"/claimCeilings/evidenceClasses/" + i4,schemaPath:"#/properties/claimCeilings/properties/evidenceClasses/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/claimCeilings/evidenceClasses",schemaPath:"#/properties/claimCeilings/properties/evidenceClasses/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath:instancePath+"/claimCeilings",schemaPath:"#/properties/claimCeilings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.headingAliases !== undefined){
let data22 = data.headingAliases;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key7 in data22){
let data23 = data22[key7];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key8 in data23){
let data24 = data23[key8];
if(Array.isArray(data24)){
const len5 = data24.length;
for(let i5=0; i5<len5; i5++){
if(typeof data24[i5] !== "string"){
const err35 = {instancePath:instancePath+"/headingAliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i5,schemaPath:"#/properties/headingAliases/additionalProperties/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/headingAliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headingAliases/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath:instancePath+"/headingAliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headingAliases/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err38 = {instancePath:instancePath+"/headingAliases",schemaPath:"#/properties/headingAliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ignores !== undefined){
let data26 = data.ignores;
if(Array.isArray(data26)){
const len6 = data26.length;
for(let i6=0; i6<len6; i6++){
if(typeof data26[i6] !== "string"){
const err39 = {instancePath:instancePath+"/ignores/" + i6,schemaPath:"#/properties/ignores/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/ignores",schemaPath:"#/properties/ignores/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.plugins !== undefined){
let data28 = data.plugins;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
for(const key9 in data28){
let data29 = data28[key9];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key10 in data29){
if(!(key10 === "rules")){
const err41 = {instancePath:instancePath+"/plugins/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/plugins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data29.rules !== undefined){
let data30 = data29.rules;
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err42 = {instancePath:instancePath+"/plugins/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/rules",schemaPath:"#/properties/plugins/additionalProperties/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err43 = {instancePath:instancePath+"/plugins/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/plugins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err44 = {instancePath:instancePath+"/plugins",schemaPath:"#/properties/plugins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

