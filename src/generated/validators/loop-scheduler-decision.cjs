// Generated from schemas/loop-scheduler-decision.schema.json by scripts/gen-types.mjs; do not edit (npm run gen).
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://wflint.dev/schemas/loop-scheduler-decision.schema.json","title":"LoopSchedulerDecision","description":"A sustained loop's `SCHEDULER_DECISION.md` (seed 001): whether a scheduler is required and created, or why the loop may continue or stop without one. All ten keys are present; some may be empty where the consistency rules allow it (`loop-scheduler-decision`).","x-wflint-kind":"loop-scheduler-decision","x-wflint-version":"1","type":"object","required":["schedule_required","status","schedule_surface","cadence","schedule_created","receipt_path","blocked_reason","resume_plan","first_wakeup_task","why_safe_to_continue_without_scheduler"],"properties":{"schedule_required":{"type":"boolean","description":"Whether the loop needs a scheduler; `false` exactly when `status` is `not_required`."},"status":{"type":"string","enum":["created","updated","blocked","not_required","not_available","created_pending_first_success"],"description":"The scheduler's state (`created_pending_first_success`: a fallback scheduler created, its first run still to verify, seed 001:100)."},"schedule_surface":{"type":["string","null"],"description":"Where the wake-up lives (app automation, cron, launchd, CI, codex exec fallback)."},"cadence":{"type":["string","null"],"description":"The wake-up cadence (default `heartbeat_20m`)."},"schedule_created":{"type":"boolean","description":"Whether the schedule exists; `true` for `created` / `updated`."},"receipt_path":{"type":["string","null"],"description":"The scheduler receipt; required for `created` / `updated`."},"blocked_reason":{"type":["string","null"],"description":"Why the scheduler cannot be set (required for `blocked` / `not_available`)."},"resume_plan":{"type":["string","null"],"description":"How the loop resumes without the scheduler (required for `blocked` / `not_available`)."},"first_wakeup_task":{"type":["string","null"],"description":"The task card the first wake-up executes."},"why_safe_to_continue_without_scheduler":{"type":["string","null"],"description":"Why continuing (or stopping) without a scheduler is safe."}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://wflint.dev/schemas/loop-scheduler-decision.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schedule_required === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule_required"},message:"must have required property '"+"schedule_required"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.schedule_surface === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule_surface"},message:"must have required property '"+"schedule_surface"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.cadence === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cadence"},message:"must have required property '"+"cadence"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.schedule_created === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule_created"},message:"must have required property '"+"schedule_created"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.receipt_path === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipt_path"},message:"must have required property '"+"receipt_path"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.blocked_reason === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "blocked_reason"},message:"must have required property '"+"blocked_reason"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.resume_plan === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resume_plan"},message:"must have required property '"+"resume_plan"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.first_wakeup_task === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_wakeup_task"},message:"must have required property '"+"first_wakeup_task"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.why_safe_to_continue_without_scheduler === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "why_safe_to_continue_without_scheduler"},message:"must have required property '"+"why_safe_to_continue_without_scheduler"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.schedule_required !== undefined){
if(typeof data.schedule_required !== "boolean"){
const err10 = {instancePath:instancePath+"/schedule_required",schemaPath:"#/properties/schedule_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((data1 === "created") || (data1 === "updated")) || (data1 === "blocked")) || (data1 === "not_required")) || (data1 === "not_available")) || (data1 === "created_pending_first_success"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema11.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.schedule_surface !== undefined){
let data2 = data.schedule_surface;
if((typeof data2 !== "string") && (data2 !== null)){
const err13 = {instancePath:instancePath+"/schedule_surface",schemaPath:"#/properties/schedule_surface/type",keyword:"type",params:{type: schema11.properties.schedule_surface.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.cadence !== undefined){
let data3 = data.cadence;
if((typeof data3 !== "string") && (data3 !== null)){
const err14 = {instancePath:instancePath+"/cadence",schemaPath:"#/properties/cadence/type",keyword:"type",params:{type: schema11.properties.cadence.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.schedule_created !== undefined){
if(typeof data.schedule_created !== "boolean"){
const err15 = {instancePath:instancePath+"/schedule_created",schemaPath:"#/properties/schedule_created/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.receipt_path !== undefined){
let data5 = data.receipt_path;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/receipt_path",schemaPath:"#/properties/receipt_path/type",keyword:"type",params:{type: schema11.properties.receipt_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.blocked_reason !== undefined){
let data6 = data.blocked_reason;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/blocked_reason",schemaPath:"#/properties/blocked_reason/type",keyword:"type",params:{type: schema11.properties.blocked_reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.resume_plan !== undefined){
let data7 = data.resume_plan;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/resume_plan",schemaPath:"#/properties/resume_plan/type",keyword:"type",params:{type: schema11.properties.resume_plan.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.first_wakeup_task !== undefined){
let data8 = data.first_wakeup_task;
if((typeof data8 !== "string") && (data8 !== null)){
const err19 = {instancePath:instancePath+"/first_wakeup_task",schemaPath:"#/properties/first_wakeup_task/type",keyword:"type",params:{type: schema11.properties.first_wakeup_task.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.why_safe_to_continue_without_scheduler !== undefined){
let data9 = data.why_safe_to_continue_without_scheduler;
if((typeof data9 !== "string") && (data9 !== null)){
const err20 = {instancePath:instancePath+"/why_safe_to_continue_without_scheduler",schemaPath:"#/properties/why_safe_to_continue_without_scheduler/type",keyword:"type",params:{type: schema11.properties.why_safe_to_continue_without_scheduler.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

